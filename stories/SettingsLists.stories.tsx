import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveSettingsLists } from './mocks/settingsLists.ts';

type Screen = 'si-contact-roles-admin' | 'si-document-types-admin' | 'si-categories-admin' | 'si-products-admin' | 'si-custom-fields-admin' | 'si-pipelines-admin';
type Args = { screen: Screen; locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'VO'; data: 'normal' | 'empty' | 'failing'; 'module-kind': string };

const SCREENS: Screen[] = ['si-contact-roles-admin', 'si-document-types-admin', 'si-categories-admin', 'si-products-admin', 'si-custom-fields-admin', 'si-pipelines-admin'];

const meta: Meta<Args> = {
  title: 'Elements/Settings lists',
  parameters: elementDocs('si-pipelines-admin'),
  argTypes: {
    screen: { control: 'select', options: SCREENS },
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'VO'], description: 'Story only: the signed-in user role (VO sees no write controls).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
    'module-kind': { control: 'select', options: ['1', '2', '3', '4', '5', '6', '7'], description: 'si-custom-fields-admin only: the module (2 lender, 7 sales pipeline hold sample fields).' },
  },
  args: { screen: 'si-contact-roles-admin', locale: 'en', theme: 'light', role: 'OA', data: 'normal', 'module-kind': '2' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveSettingsLists(args.data)),
  render: ({ screen: Tag, role, data, 'module-kind': moduleKind, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: a name that exists already is refused; the custom field “Risk rating” holds values (its type is fixed and “High” is in use).
      </p>
      {Tag === 'si-custom-fields-admin' ? (
        <Tag key={`${Tag}-${role}-${data}-${args.locale}-${moduleKind}`} module-kind={moduleKind} {...args} />
      ) : (
        <Tag key={`${Tag}-${role}-${data}-${args.locale}`} {...args} />
      )}
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const ContactRoles: Story = { parameters: elementDocs('si-contact-roles-admin') };
export const ContactRolesAsViewer: Story = { args: { role: 'VO' } };
export const DocumentTypes: Story = { args: { screen: 'si-document-types-admin' }, parameters: elementDocs('si-document-types-admin') };
export const Categories: Story = { args: { screen: 'si-categories-admin' }, parameters: elementDocs('si-categories-admin') };
export const Products: Story = { args: { screen: 'si-products-admin' }, parameters: elementDocs('si-products-admin') };
export const CustomFields: Story = { args: { screen: 'si-custom-fields-admin' }, parameters: elementDocs('si-custom-fields-admin') };
export const Pipelines: Story = { args: { screen: 'si-pipelines-admin' }, parameters: elementDocs('si-pipelines-admin') };
export const Empty: Story = { args: { data: 'empty', screen: 'si-products-admin' } };
export const Failing: Story = { args: { data: 'failing', screen: 'si-categories-admin' } };
export const PipelinesArabicDark: Story = { args: { screen: 'si-pipelines-admin', locale: 'ar', theme: 'dark' } };
