/** What a person reads in a menu: each top-level entry, and a group as "Label > child, child". */
export function menuOutline(nav: Element): string[] {
  const outline = (list: Element): string[] =>
    [...list.children].map((li) => {
      const label = li.querySelector('.si-nav__label')!.textContent!;
      const children = li.querySelector('.si-nav__children');
      return children ? `${label} > ${outline(children).join(', ')}` : label;
    });
  return outline(nav.querySelector(':scope > ul')!);
}
