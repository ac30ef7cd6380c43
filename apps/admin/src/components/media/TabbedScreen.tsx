import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ScreenHeader } from '../ScreenHeader.tsx';

/**
 * A screen whose content and gallery sit in two tabs. The open tab is kept in the address
 * (`?tab=gallery`) so it survives a reload; the first tab is the default.
 */
export function TabbedScreen({
  id,
  title,
  tabs,
}: {
  /** Names the tabs' elements on the page. */
  id: string;
  title: string;
  tabs: readonly [
    { value: string; label: string; content: ReactNode },
    ...{ value: string; label: string; content: ReactNode }[],
  ];
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [first] = tabs;
  const open = tabs.find((tab) => tab.value === searchParams.get('tab')) ?? first;
  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader title={title} />
      <Tabs
        value={open.value}
        onChange={(_, value: string) => setSearchParams(value === first.value ? {} : { tab: value }, { replace: true })}
        aria-label={title}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map(({ value, label }) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`${id}-tab-${value}`}
            aria-controls={`${id}-panel-${value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${open.value}`} aria-labelledby={`${id}-tab-${open.value}`}>
        {open.content}
      </Box>
    </Box>
  );
}
