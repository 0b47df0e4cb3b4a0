import { PasswordInput } from './password-input';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'control' | 'type'> {
  /** Accessible name of the toggle while the password is hidden. */
  showLabel: string;
  /** Accessible name of the toggle while the password is visible. */
  hideLabel: string;
}

/** A text field whose password can be shown; apart, so that other fields load no toggle. */
export function PasswordField({ showLabel, hideLabel, ...field }: PasswordFieldProps) {
  return (
    <TextField
      {...field}
      control={(props) => <PasswordInput {...props} showLabel={showLabel} hideLabel={hideLabel} />}
    />
  );
}
