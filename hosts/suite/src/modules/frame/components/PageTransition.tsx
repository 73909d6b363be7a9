import { useEffect, type ReactNode } from 'react';

export type PageTransitionProps = { path: string; children: ReactNode };

/**
 * Spec 2.1 and 4: pages slide in along x (from the inline start, so from the right in
 * Arabic; none when the person prefers reduced motion, see styles.css), and a new page
 * scrolls smoothly to the top, as the spec's router does.
 */
export function PageTransition({ path, children }: PageTransitionProps) {
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [path]);
  return (
    <div key={path} className="si-page" data-transition="slide-x">
      {children}
    </div>
  );
}
