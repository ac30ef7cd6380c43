import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, type SxProps } from '@mui/material';
import { TextInput } from 'react-admin';

/** A list's search box, inside its FilterLiveForm: the database matches `q` on the table's search columns. */
export function SearchInput({ label, sx }: { label: string; sx?: SxProps }) {
  return (
    <TextInput
      source="q"
      label={label}
      type="search"
      helperText={false}
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
