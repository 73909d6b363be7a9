import { BusinessEmailForm } from '../../modules/signup/components/BusinessEmailForm.tsx';

/** /register and /signup: the free sign-up starts with a business email. */
export default function RegisterPage() {
  return <BusinessEmailForm />;
}
