import PersonIcon from '@mui/icons-material/Person';
import { Avatar } from '@mui/material';
import { alumniProfilesWords } from '@seminary/core/i18n/en/admin/alumni-profiles.ts';

/** The profile photo, or a placeholder when there is none. */
export function AlumniAvatar({ name, imageUrl, size = 48 }: { name: string; imageUrl: string | null; size?: number }) {
  return imageUrl ? (
    <Avatar src={imageUrl} alt={alumniProfilesWords.photoOf(name)} sx={{ width: size, height: size }} />
  ) : (
    <Avatar
      sx={{ width: size, height: size, bgcolor: 'grey.300', color: 'grey.700' }}
      aria-label={alumniProfilesWords.noPhotoOf(name)}
      role="img"
    >
      <PersonIcon aria-hidden />
    </Avatar>
  );
}
