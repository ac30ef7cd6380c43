import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { screenErrors, texts } from '@seminary/core/texts';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { useRowDelete } from '../../components/useRowDelete.ts';
import { type Row, useTableRows } from '../../components/useTableRows.ts';
import { AboutSectionForm } from './AboutSectionForm.tsx';
import { sectionTypeLabel } from './sectionTypeLabel.ts';

type AboutSection = Row<'about_sections'>;

export function AboutSectionList() {
  const {
    data: sections = [],
    isPending,
    error,
    refetch,
  } = useTableRows('about_sections', {
    field: 'created_at',
    order: 'ASC',
  });
  const [editing, setEditing] = useState<AboutSection | 'new' | null>(null);
  const { deleting, setDeleting, busy, actionError, remove } = useRowDelete(
    'about_sections',
    screenErrors.admin.about.deleteSection,
    refetch,
  );

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {texts.admin.about.addSection}
        </Button>
      </Box>
      <ErrorBanner message={error ? screenErrors.admin.about.fetchSections : actionError} />
      {error ? null : isPending ? (
        <LoadingState label="Loading sections..." />
      ) : sections.length === 0 ? (
        <EmptyState message="No sections yet. Add the history, vision and mission." />
      ) : (
        <Stack spacing={2}>
          {sections.map((section) => (
            <Card key={section.id} variant="outlined" component="article">
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Chip label={sectionTypeLabel(section.section_type)} color="primary" size="small" sx={{ mb: 1 }} />
                    <Typography variant="h6" component="h2">
                      {section.title}
                    </Typography>
                  </Box>
                  <Box sx={{ display: 'flex', flexShrink: 0 }}>
                    <EditDeleteActions
                      name={section.title}
                      onEdit={() => setEditing(section)}
                      onDelete={() => setDeleting(section)}
                    />
                  </Box>
                </Box>
                <SafeHtml html={section.content} sx={{ mt: 1, color: 'text.secondary', '& p': { my: 1 } }} />
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {editing ? (
        <AboutSectionForm
          section={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete section"
        message={`Are you sure you want to delete the section “${deleting?.title ?? ''}”?`}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
