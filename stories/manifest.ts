/**
 * Story docs from the Custom Elements Manifest (packages/elements/custom-elements.json,
 * generated from the elements' doc comments), so Storybook and the manifest agree.
 */
import manifest from '../packages/elements/custom-elements.json';

type Described = { name: string; description?: string; type?: { text: string } };
type Declaration = { tagName?: string; summary?: string; attributes?: Described[]; events?: Described[]; cssParts?: Described[]; cssProperties?: Described[] };

function declaration(tag: string): Declaration {
  for (const module of manifest.modules as { declarations?: Declaration[] }[]) {
    const found = module.declarations?.find((d) => d.tagName === tag);
    if (found) return found;
  }
  throw new Error(`${tag} is not in custom-elements.json; run npm run manifest -w packages/elements`);
}

const list = (title: string, items: Described[] = []) =>
  items.length ? `\n\n**${title}**\n\n${items.map((i) => `- \`${i.name}\`: ${i.description ?? ''}`).join('\n')}` : '';

/** The element's summary, events, parts and CSS properties as the docs page text. */
export function elementDocs(tag: string): { docs: { description: { component: string } } } {
  const d = declaration(tag);
  const text = `\`<${tag}>\`: ${d.summary ?? ''}${list('Events', d.events)}${list('CSS parts', d.cssParts)}${list('CSS custom properties', d.cssProperties)}`;
  return { docs: { description: { component: text } } };
}

/** Control descriptions for the element's attributes, keyed by attribute name. */
export function attributeDescriptions(tag: string): Record<string, { description?: string; name: string }> {
  return Object.fromEntries((declaration(tag).attributes ?? []).map((a) => [a.name, { name: a.name, description: a.description }]));
}
