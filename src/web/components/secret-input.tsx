import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password field. Its visibility toggle gets a label without the word "password", so finding the
 * field by its label ('Password', 'New Password' …) finds exactly one element.
 */
export function SecretInput(props: PasswordInputProps) {
  // Mantine's password field marks its error with data-invalid only: assistive technology is told with aria-invalid.
  return (
    <PasswordInput visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the characters' }} aria-invalid={props.error ? true : undefined} {...props} />
  );
}
