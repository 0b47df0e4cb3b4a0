import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FieldError, Input, Label, type InputProps } from '../../../ui';
import type { AddressFormValues } from '../address-form';

export const fieldIdOf = (idBase: string, name: string) => `${idBase}-${name}`;

export interface AddressTextFieldProps {
  form: UseFormReturn<AddressFormValues>;
  /** The form's useId(), so that ids stay unique per form. */
  idBase: string;
  name: Exclude<keyof AddressFormValues, 'elevator'>;
  label: ReactNode;
  inputProps?: Omit<InputProps, 'onChange'>;
  className?: string;
  /** Called after every keystroke (editing the street or town drops the place's coordinates). */
  onEdit?: () => void;
}

/** A labelled field of the address form with its error, linked for assistive technology. */
export function AddressTextField({
  form,
  idBase,
  name,
  label,
  inputProps = {},
  className,
  onEdit,
}: AddressTextFieldProps) {
  const registered = form.register(name);
  const error = form.formState.errors[name];
  const id = fieldIdOf(idBase, name);
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        className="mt-1.5"
        {...(error
          ? { 'aria-invalid': true as const, 'aria-describedby': errorId }
          : { 'aria-invalid': undefined })}
        {...inputProps}
        {...registered}
        onChange={(event) => {
          void registered.onChange(event);
          onEdit?.();
        }}
      />
      <FieldError id={errorId}>{error?.message}</FieldError>
    </div>
  );
}
