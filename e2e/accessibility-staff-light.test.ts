/**
 * axe-core over the built product (e2e/support/axe.ts): every route of the suite's route table
 * that the demo admin can open, signed in, in the light theme.
 */
import { staffRoutesIn } from './support/axe.ts';

staffRoutesIn('light');
