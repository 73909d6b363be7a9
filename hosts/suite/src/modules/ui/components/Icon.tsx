import { icons, type IconName } from '../utils/icons.ts';

export type IconProps = { name: IconName; className?: string };

/** A decorative icon (its meaning is always in the text or label next to it). */
export function Icon({ name, className }: IconProps) {
  return (
    <span className={className ? `si-icon ${className}` : 'si-icon'} aria-hidden="true">
      {/* The paths are ours (bundled Bootstrap Icons), never user input. */}
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" dangerouslySetInnerHTML={{ __html: icons[name] }} />
    </span>
  );
}
