// The lint rule that keeps element folders apart (eslint-element-boundaries.js), on the cases it
// decides: what an element folder, a kit and a test may import.
import { after, describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import { elementBoundaries } from './eslint-element-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = after;

const SRC = '/repo/packages/elements/src';
const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const at = (file, code) => ({ filename: `${SRC}/${file}`, code });
const refused = (file, code, fragment) => ({ ...at(file, code), errors: [{ message: new RegExp(fragment) }] });

tester.run('element-boundaries', elementBoundaries, {
  valid: [
    // Its own folder, the shared folders and its own module's kit.
    at('payables/payable-portal/PayablePortal.tsx', "import { Tabs } from './Tabs.tsx';"),
    at('payables/payable-portal/PayablePortal.tsx', "import { PortalBar } from '../../portal-kit/PortalBar.tsx';\nimport { Notice } from '../../base/Notice.tsx';"),
    at('payables/payable-portal/PayablePortal.tsx', "const P = () => import('../../portal-kit/PayInstructions.tsx');"),
    at('receivables/invoice-portal/InvoicePortal.tsx', "import { checkout } from '../kit/checkout.ts';"),
    // A kit may define the tag of an element it renders, at once or when first needed.
    at('portal-kit/RequirementCard.tsx', "void import('../portal/comments/comments.ts');"),
    at('reports/kit/SummaryReport.tsx', "import '../summary-report/summary-report.ts';"),
    // Tests use test support; files outside the elements' sources are not its business.
    at('payables/payable-portal/payable-portal.test.ts', "import { fakeApi } from '../../test-support/fake-api.ts';"),
    { filename: '/repo/hosts/suite/src/pages/Page.tsx', code: "import '../../../packages/elements/src/payables/payable-portal/payable-portal.ts';" },
  ],
  invalid: [
    // Another element folder: its component, its wrapper (bare or loaded later), in any module.
    refused('payables/payable-portal/PayablePortal.tsx', "import { PayInstructions } from '../../receivables/pay-instructions/PayInstructions.tsx';", 'element folder receivables/pay-instructions'),
    refused('payables/payable-portal/PayablePortal.tsx', "void import('../../receivables/pay-instructions/pay-instructions.ts');", 'element folder receivables/pay-instructions'),
    refused('payables/payable-portal/PayablePortal.tsx', "import '../../receivables/pay-instructions/pay-instructions.ts';", 'element folder receivables/pay-instructions'),
    refused('receivables/invoice-portal/InvoicePortal.tsx', "import '../statement/statement.ts';", 'element folder receivables/statement'),
    refused('receivables/invoice-portal/InvoicePortal.tsx', "export { Statement } from '../statement/Statement.tsx';", 'element folder receivables/statement'),
    // Another module's kit, and test support outside tests.
    refused('payables/payable-portal/PayablePortal.tsx', "import { PayButton } from '../../receivables/kit/PayButton.tsx';", "receivables module's kit"),
    refused('payables/payable-portal/PayablePortal.tsx', "import { fakeApi } from '../../test-support/fake-api.ts';", 'test support'),
  ],
});
