// The words of the admin's site logo screens.
export const siteLogoWords = {
  loadingLogo: 'Loading logo...',
  logoImage: 'Logo image',
  altText: 'Alt text',
  describesTheLogoForPeople: "Describes the logo for people who cannot see it, e.g. the school's name.",
  currentLogo: 'Current logo',
  uploadANewLogo: 'Upload a new logo',
  theLogoIsShownPx: (logoHeightPx: string | number) =>
    `The logo is shown ${logoHeightPx} px high in the site's header, so a wide, simple image works best.`,
  logo: 'Logo',
} as const;
