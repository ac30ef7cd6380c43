import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, Typography } from '@mui/material';
import { componentsWords } from '@seminary/core/i18n/en/admin/components.ts';
import { CardGrid } from './CardGrid.tsx';

export interface GridImage {
  id: string;
  url: string;
  label: string;
}

/**
 * Uploaded images in 2, 4 or 6 columns by screen width. The delete button shows on hover, and
 * also on keyboard focus and on touch screens, which cannot hover.
 */
export function ImageGrid({
  images,
  label,
  onDelete,
}: {
  images: readonly GridImage[];
  label: string;
  onDelete: (image: GridImage) => void;
}) {
  return (
    <CardGrid label={label} columns={{ xs: 2, sm: 4, md: 6 }}>
      {images.map((image) => (
        <Box
          component="li"
          key={image.id}
          sx={{
            position: 'relative',
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'grey.100',
            '& .image-grid-delete': { opacity: 0, transition: 'opacity 150ms' },
            '&:hover .image-grid-delete, &:focus-within .image-grid-delete': { opacity: 1 },
            '@media (hover: none)': { '& .image-grid-delete': { opacity: 1 } },
          }}
        >
          <Box
            component="img"
            src={image.url}
            alt={image.label}
            loading="lazy"
            sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' }}
          />
          <Typography variant="caption" component="p" noWrap sx={{ px: 1, py: 0.5 }} title={image.label}>
            {image.label}
          </Typography>
          <IconButton
            className="image-grid-delete"
            aria-label={componentsWords.deleteOf(image.label)}
            onClick={() => onDelete(image)}
            sx={{
              position: 'absolute',
              top: 4,
              right: 4,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              '&:hover': { bgcolor: 'error.dark' },
            }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </CardGrid>
  );
}
