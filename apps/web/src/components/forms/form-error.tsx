import { Alert } from 'antd';

/** A refusal shown under a form (wrong password, wrong code), where the operator is looking. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} className="form-error" role="alert" />;
}
