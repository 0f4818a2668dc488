import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { PersonName, type Profile } from '../../../../domain/profiles/profile';
import { Spinner } from '../../../components/spinner';
import { SubmitGate } from '../../../lib/form-check';
import { useFormCheck } from '../../../lib/use-form-check';
import { useAction } from '../../../lib/use-action';

type NameField = 'firstName' | 'middleName' | 'lastName' | 'displayName';
type Names = Record<NameField, string>;

const FIELDS: { name: NameField; label: string; required: boolean }[] = [
  { name: 'firstName', label: 'First Name', required: true },
  { name: 'middleName', label: 'Middle Name', required: false },
  { name: 'lastName', label: 'Last Name', required: true },
  { name: 'displayName', label: 'Display Name', required: true },
];

const namesOf = (p: Profile): Names => ({
  firstName: p.name.firstName ?? '',
  middleName: p.name.middleName ?? '',
  lastName: p.name.lastName ?? '',
  displayName: p.name.displayName ?? '',
});

interface ProfileNameFormProps {
  profile: Profile;
  /** Saves the names; rejects when the save failed (the form shows why, keeping the user's input). */
  onSave(name: Profile['name']): Promise<void>;
}

/** First, middle, last and display names, checked with the server's own schema (docs/product/platform.md §5). */
export function ProfileNameForm({ profile, onSave }: ProfileNameFormProps) {
  const [saved, setSaved] = useState(() => namesOf(profile));
  const [names, setNames] = useState(saved);
  const save = useAction({
    mutationFn: ({ name }: { name: Profile['name']; typed: Names }) => onSave(name),
    onSuccess: (_, { typed }) => {
      setSaved(typed);
      check.reset(typed);
    },
  });
  const busy = save.isPending;
  const dirty = FIELDS.some(({ name }) => names[name] !== saved[name]);
  // The server's schema as the names are typed: Save waits for valid names (and a change), each name saying why beside
  // itself once touched (docs/decisions/0137).
  const parsed = PersonName.safeParse({ ...names, middleName: names.middleName || undefined });
  const check = useFormCheck<NameField>(Object.fromEntries((parsed.error?.issues ?? []).reverse().map((i) => [String(i.path[0]), i.message])), names);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) return check.reveal();
    save.mutate({ name: parsed.data, typed: names });
  }

  return (
    <Paper p="lg" withBorder component="section" aria-label="Names">
      <form onSubmit={submit} onKeyDown={check.onKeyDown} noValidate>
        <Title order={3} mb="md">
          Names
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map(({ name, label, required }) => (
            <TextInput
              key={name}
              label={label}
              required={required}
              value={names[name]}
              {...check.field(name)}
              disabled={busy}
              onChange={(e) => setNames({ ...names, [name]: e.currentTarget.value })}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          {busy && <Spinner size="sm" />}
          <SubmitGate invalid={check.invalid} onTry={check.reveal}>
            <Button type="submit" disabled={!dirty || busy || check.invalid}>
              Save
            </Button>
          </SubmitGate>
        </Group>
      </form>
    </Paper>
  );
}
