import { SimpleGrid, TextInput } from '@mantine/core';
import { SecretInput } from '../../../components/secret-input';

export interface NewUserValues {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const EMPTY_USER: NewUserValues = { username: '', firstName: '', lastName: '', email: '', password: '' };

interface NewUserFieldsProps {
  values: NewUserValues;
  /** A field's shown message and blur (lib/use-form-check.ts). */
  field(name: keyof NewUserValues): { error?: string; onBlur(): void };
  onChange(values: NewUserValues): void;
}

/** The fields of a new user (the NewUser schema of src/domain/users, shared with the server). */
export function NewUserFields({ values, field: check, onChange }: NewUserFieldsProps) {
  const field = (name: keyof NewUserValues) => ({
    value: values[name],
    ...check(name),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...values, [name]: e.currentTarget.value }),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Username" required autoComplete="off" {...field('username')} />
      <TextInput label="Email" type="email" autoComplete="off" {...field('email')} />
      <TextInput label="First Name" required {...field('firstName')} />
      <TextInput label="Last Name" required {...field('lastName')} />
      <SecretInput label="Password" required autoComplete="new-password" {...field('password')} />
    </SimpleGrid>
  );
}
