import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { donationInfoWords } from '@seminary/core/i18n/en/admin/donation-info.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { useListContext } from 'react-admin';
import { ContentActions, ContentList } from '../../components/ContentList.tsx';
import { CardGrid } from '../../components/media/CardGrid.tsx';
import type { Row } from '../../components/records.ts';
import { BANK_FIELDS } from './bankFields.ts';
import { DonationInfoForm } from './DonationInfoForm.tsx';

type DonationInfo = Row<'donation_info'>;

function DonationCards() {
  const { data = [] } = useListContext<DonationInfo>();
  return (
    <CardGrid label={donationInfoWords.donationInformation} columns={{ xs: 1, sm: 1, md: 2 }} gap={2} sx={{ mb: 2 }}>
      {data.map((donation) => (
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
            <ContentActions record={donation} />
          </CardActions>
        </Card>
      ))}
    </CardGrid>
  );
}

/** The school's bank details and QR codes, newest first. */
export function DonationInfoList() {
  return (
    <ContentList<DonationInfo>
      resource="donation_info"
      title={texts.admin.donations.heading}
      sort={{ field: 'created_at', order: 'DESC' }}
      loadErrorMessage={screenErrors.admin.donations.fetch}
      loadingLabel={donationInfoWords.loadingDonationInformation}
      emptyText={donationInfoWords.noDonationInformationYetAdd}
      deletedLabel={donationInfoWords.deletedNoun}
      addLabel={donationInfoWords.addDonationInformation}
      deletion={{
        title: donationInfoWords.deleteDonationInformation,
        message: (row) => donationInfoWords.confirmDelete(row.title),
        failureMessage: screenErrors.admin.donations.delete,
      }}
      form={DonationInfoForm}
    >
      <DonationCards />
    </ContentList>
  );
}
