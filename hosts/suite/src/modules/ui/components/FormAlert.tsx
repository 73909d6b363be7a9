export type FormAlertProps = { message?: string };

/** A form-wide error (the server's `detail`, a network failure). */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return (
    <p role="alert" className="si-alert">
      {message}
    </p>
  );
}
