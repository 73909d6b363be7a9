import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { validators } from '@si/core';
import { TextField } from '../../ui/components/TextField.tsx';

/** The forms demo: the field rules of spec 5 checked as you type, with their exact messages. */
export function ValidationDemo() {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState({ short: '', email: '', phone: '' });
  const message = (rule: keyof typeof validators, value: string) => {
    const error = validators[rule](value);
    return error ? i18n._(error) : undefined;
  };
  const set = (field: keyof typeof values) => (value: string) => setValues({ ...values, [field]: value });
  return (
    <form className="si-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField name="short" label={t`Short text`} value={values.short} onValueChange={set('short')} error={message('max20', values.short)} />
      <TextField name="email" label={t`E-mail`} type="email" value={values.email} onValueChange={set('email')} error={message('email', values.email)} />
      <TextField name="phone" label={t`Phone`} value={values.phone} onValueChange={set('phone')} error={message('phone', values.phone)} />
    </form>
  );
}
