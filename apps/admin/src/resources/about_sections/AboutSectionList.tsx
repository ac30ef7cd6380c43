import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { aboutSectionsWords } from '@seminary/core/i18n/en/admin/about-sections.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { useListContext } from 'react-admin';
import { ContentActions, ContentList } from '../../components/ContentList.tsx';
import { PAGE_SIZE } from '../../components/ListScreen.tsx';
import type { Row } from '../../components/records.ts';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { AboutSectionForm } from './AboutSectionForm.tsx';
import { sectionTypeLabel } from './sectionTypeLabel.ts';

type AboutSection = Row<'about_sections'>;

function AboutSectionCards() {
  const { data: sections = [] } = useListContext<AboutSection>();
  return (
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
                <ContentActions record={section} />
              </Box>
            </Box>
            <SafeHtml html={section.content} sx={{ mt: 1, color: 'text.secondary', '& p': { my: 1 } }} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The about page's sections as cards, oldest first, with the rich text as visitors see it. */
export function AboutSectionList() {
  return (
    <ContentList<AboutSection>
      resource="about_sections"
      sort={{ field: 'created_at', order: 'ASC' }}
      perPage={PAGE_SIZE}
      disableSyncWithLocation
      loadErrorMessage={screenErrors.admin.about.fetchSections}
      loadingLabel={aboutSectionsWords.loadingSections}
      emptyText={aboutSectionsWords.noSectionsYetAddThe}
      deletedLabel="sections"
      addLabel={texts.admin.about.addSection}
      deletion={{
        title: aboutSectionsWords.deleteSection,
        message: (section) => aboutSectionsWords.confirmDelete(section.title),
        failureMessage: screenErrors.admin.about.deleteSection,
      }}
      form={AboutSectionForm}
    >
      <AboutSectionCards />
    </ContentList>
  );
}
