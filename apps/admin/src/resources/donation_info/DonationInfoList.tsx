import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { screenErrors, texts } from '@seminary/core/texts';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { useRowDelete } from '../../components/useRowDelete.ts';
import { type Row, useTableRows } from '../../components/useTableRows.ts';
import { BANK_FIELDS } from './bankFields.ts';
import { DonationInfoForm } from './DonationInfoForm.tsx';

type DonationInfo = Row<'donation_info'>;

export function DonationInfoList() {
  const {
    data: donations = [],
    isPending,
    error,
    refetch,
  } = useTableRows('donation_info', {
    field: 'created_at',
    order: 'DESC',
  });
  const [editing, setEditing] = useState<DonationInfo | 'new' | null>(null);
  const { deleting, setDeleting, busy, actionError, remove } = useRowDelete(
    'donation_info',
    screenErrors.admin.donations.delete,
    refetch,
  );

  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader
        title={texts.admin.donations.heading}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Add Donation Information
          </Button>
        }
      />
      <ErrorBanner message={error ? screenErrors.admin.donations.fetch : actionError} />
      {error ? null : isPending ? (
        <LoadingState label="Loading donation information..." />
      ) : donations.length === 0 ? (
        <EmptyState message="No donation information yet. Add the school's bank details and QR code." />
      ) : (
        <Box
          component="ul"
          aria-label="Donation information"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {donations.map((donation) => (
            <Card component="li" key={donation.id} variant="outlined">
              <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
                <Box
                  component="img"
                  src={donation.qr_code_url}
                  alt={`QR code for ${donation.title}`}
                  sx={{ width: 160, height: 160, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1 }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                    {donation.title}
                  </Typography>
                  <Box
                    component="dl"
                    sx={{
                      m: 0,
                      display: 'grid',
                      gridTemplateColumns: 'auto minmax(0, 1fr)',
                      columnGap: 2,
                      rowGap: 0.5,
                    }}
                  >
                    {BANK_FIELDS.map(({ field, label }) => (
                      <Box key={field} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {label}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                          {donation[field]}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                </Box>
              </CardContent>
              <CardActions sx={{ justifyContent: 'flex-end' }}>
                <EditDeleteActions
                  name={donation.title}
                  onEdit={() => setEditing(donation)}
                  onDelete={() => setDeleting(donation)}
                />
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      {editing ? (
        <DonationInfoForm
          donation={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete donation information"
        message={`Are you sure you want to delete “${deleting?.title ?? ''}”? Its QR code image is removed too.`}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
