// The header and footer every page shares: fixed header that turns
// translucent past 20 px, its links in order with 'Apply Now' highlighted and the current
// route marked, the collapsible menu on phones, the logo; the footer's logo, links, contact
// details from the site configuration, placeholder social icons and 'Admin Login'.
import { SCHOOL } from '../../packages/core/src/constants.ts';
import { texts } from '../../packages/core/src/texts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { DESKTOP, PHONE } from './helpers.ts';

const links = texts.header.links;
const headerLinks = [
  [links.home, '/'],
  [links.about, '/about'],
  [links.courses, '/courses'],
  [links.campusLife, '/campus-life'],
  [links.downloads, '/downloads'],
  [links.alumni, '/alumni'],
  [links.apply, '/apply'],
  [links.give, '/give'],
] as const;

test.describe('header', () => {
  test.use({ viewport: DESKTOP });

  test('is fixed, turns translucent after 20 px of scroll, lists the links and shows the logo', async ({ page }) => {
    await page.goto('/downloads');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main' });
    const navLinks = nav.getByRole('link');
    await expect(navLinks).toHaveText(headerLinks.map(([label]) => label));
    for (const [index, [, href]] of headerLinks.entries())
      await expect(navLinks.nth(index)).toHaveAttribute('href', href);

    // 'Apply Now' is drawn as the gold call to action.
    const background = (name: string) =>
      nav.getByRole('link', { name, exact: true }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(links.apply)).toBe('rgb(228, 189, 98)');
    expect(await background(links.give)).toBe('rgba(0, 0, 0, 0)');

    // The latest site_logo row, 24 px high, with the school's name.
    const logo = header.getByRole('link', { name: SCHOOL.name }).locator('img');
    await expect(logo).toHaveAttribute('src', /^\/_img\/logo.*\.webp$/);
    expect((await logo.boundingBox())?.height).toBe(24);

    // The colour's alpha, whichever notation the browser reports it in (rgb(), rgba(), color()).
    const headerAlpha = () =>
      header.evaluate((element) => {
        const colour = getComputedStyle(element).backgroundColor;
        const alpha = /(?:\/|,)\s*([\d.]+)\)$/.exec(colour.replace(/^rgb\([^,]*,[^,]*,[^,]*\)$/, ''));
        return alpha ? Number(alpha[1]) : 1;
      });
    expect(await headerAlpha()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(headerAlpha).toBeLessThan(1);
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect((await header.boundingBox())?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('marks the current route, including the pages inside a section', async ({ page }) => {
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    for (const [path, current] of [
      ['/', links.home],
      ['/about/faculty', links.about],
      ['/courses/hybrid', links.courses],
      ['/alumni/update', links.alumni],
      ['/apply', links.apply],
    ] as const) {
      await page.goto(path);
      await expect(nav.locator('[aria-current="page"]')).toHaveText(current);
    }
  });

  test('folds its links into a menu on small screens', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Menu' });
    const aboutLink = header.getByRole('link', { name: links.about, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutLink).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const [label] of headerLinks) {
      await expect(header.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(aboutLink).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await aboutLink.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(header.getByRole('link', { name: links.about, exact: true })).toBeHidden();
  });
});

test.describe('footer', () => {
  test.use({ viewport: DESKTOP });

  test('shows the logo, quick links, resources, contact details, social placeholders and Admin Login', async ({
    page,
  }) => {
    await page.goto('/give');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: SCHOOL.name }).locator('img')).toHaveAttribute(
      'src',
      /^\/_img\/logo.*\.webp$/,
    );

    await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')).toHaveText([
      'About Us',
      'Programs & Courses',
      'Campus Life',
      'Our Faculty',
      'Apply Now',
    ]);
    await expect(footer.getByRole('navigation', { name: 'Resources' }).getByRole('link')).toHaveText([
      'Downloads',
      'Alumni Network',
      'Update Alumni Profile',
      'Events',
      'Blog',
      'Support Our Mission',
    ]);

    // Contact details come from the one site configuration.
    const [firstPhone, secondPhone] = SCHOOL.contact.phones;
    await expect(footer.getByRole('link', { name: firstPhone })).toHaveAttribute('href', 'tel:+918662470184');
    await expect(footer.getByRole('link', { name: secondPhone })).toHaveAttribute('href', 'tel:+919848012345');
    await expect(footer.getByRole('link', { name: SCHOOL.contact.email })).toHaveAttribute(
      'href',
      `mailto:${SCHOOL.contact.email}`,
    );
    await expect(footer).toContainText(SCHOOL.contact.address);
    expect(SCHOOL.contact.address).toContain('Vijayawada');

    // The school has no social accounts yet: the icons are placeholders that lead nowhere.
    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(4);
    for (const icon of await social.all()) {
      await expect(icon).not.toHaveAttribute('href', /./);
      await expect(icon).toHaveAttribute('aria-disabled', 'true');
    }

    await expect(footer.getByRole('link', { name: texts.footer.adminLogin })).toHaveAttribute('href', '/admin/login');
  });
});
