import type { ComponentType } from 'react';
import { Input, Text, type TextInputProps } from '@mantine/core';
import { lazyComponent } from '../../lib/lazy-component';

/** What a field's stand-in takes from the field's props: its label and the room it takes. */
type Placement = Pick<
  TextInputProps,
  'label' | 'description' | 'required' | 'withAsterisk' | 'size' | 'w' | 'maw' | 'miw' | 'flex' | 'mt' | 'mb' | 'style' | 'className'
>;

/**
 * Until a field's chunk has come: the field's label over an empty box of its size, not yet a control (so nothing finds
 * it as an input before the real one is there).
 */
function Waiting(props: Placement) {
  const { label, description, required, withAsterisk, size, w, maw, miw, flex, mt, mb, style, className } = props;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      withAsterisk={withAsterisk ?? required}
      labelElement="div"
      size={size}
      w={w}
      maw={maw}
      miw={miw}
      flex={flex}
      mt={mt}
      mb={mb}
      style={style}
      className={className}
    >
      <Input component="div" size={size} disabled aria-busy />
    </Input.Wrapper>
  );
}

/**
 * A form field whose component comes from a chunk loaded when a first one renders (or when `load` is called earlier):
 * it draws at once as a disabled field of its label and size, and becomes the real one when the chunk has come.
 */
export function lazyField<P extends Placement>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(name, load, Waiting);
}

/** Until a check's chunk has come: its label, of the same height, not yet usable. */
function CheckWaiting({ label, mt, mb }: Pick<TextInputProps, 'label' | 'mt' | 'mb'>) {
  return (
    <Text size="sm" c="dimmed" mt={mt} mb={mb} lh="20px">
      {label}
    </Text>
  );
}

/** lazyField for a checkbox or a switch: its stand-in is its label. */
export function lazyCheck<P extends Pick<TextInputProps, 'label' | 'mt' | 'mb'>>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(name, load, CheckWaiting);
}
