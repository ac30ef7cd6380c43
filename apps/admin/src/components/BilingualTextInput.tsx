import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';

/** The column that holds a text's Telugu version, beside the English one: `title` → `title_te`. */
export function teluguSource(source: string): string {
  return `${source}_te`;
}

/**
 * The English and Telugu versions of one text side by side, stacked on a phone. The Telugu one is
 * never required: the Telugu site shows the English text where it is empty.
 */
export function BilingualPair({ english, telugu }: { english: ReactNode; telugu: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 2,
        width: '100%',
      }}
    >
      {english}
      {telugu}
    </Box>
  );
}

type BilingualTextInputProps = Omit<TextInputProps, 'label' | 'slotProps'> & { label: string };

/** Screen readers and fonts need to know the Telugu field's language. */
const TELUGU_INPUT = { htmlInput: { lang: 'te' } } as const;

/** The Telugu version of a text whose English one the form does not edit (a download's title). */
export function TeluguTextInput({ source, label, ...shared }: BilingualTextInputProps) {
  return <TextInput source={teluguSource(source)} label={`${label} (Telugu)`} slotProps={TELUGU_INPUT} {...shared} />;
}

/** A text field with its Telugu twin, labelled "Title" and "Title (Telugu)". */
export function BilingualTextInput({ source, label, isRequired, ...shared }: BilingualTextInputProps) {
  return (
    <BilingualPair
      english={<TextInput source={source} label={label} isRequired={isRequired} {...shared} />}
      telugu={<TeluguTextInput source={source} label={label} {...shared} />}
    />
  );
}
