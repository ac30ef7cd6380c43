// The home page (/) as the seeded database builds it: its sections' order, the banner carousel,
// quick cards, statistics, faculty carousel, featured video and gallery lightbox.
import { LAYOUT, TIMING } from '../../packages/core/src/constants.ts';
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, collectPageErrors, DESKTOP, expectNoPageErrors, PHONE } from './helpers.ts';

const seededBanners = [
  { title: 'Equipping Women for Faithful Ministry', button: 'Explore Programs', link: '/courses' },
  { title: 'Study in English and Telugu', button: 'Apply Now', link: '/apply' },
  { title: 'Graduate Studies at a Distance', button: 'View Hybrid Programs', link: '/courses/hybrid' },
] as const;

test.describe('home page', () => {
  test.use({ viewport: DESKTOP });

  test('shows the sections in the spec order with the intro facts, quick cards and statistics', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page).toHaveTitle(/Vijayawada Women's Bible Seminary/);

    const sections = await page
      .locator('main > section')
      .evaluateAll((elements) =>
        elements.map(
          (section) =>
            section.getAttribute('aria-label') ??
            document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent?.trim(),
        ),
      );
    expect(sections).toEqual([
      'Welcome',
      'Explore the seminary',
      'Rooted in Vijayawada since 1984',
      'Meet Our Faculty',
      'A Day at the Seminary',
      'Life at the Seminary',
    ]);

    // The intro's facts: founded 1984, the oldest in Vijayawada, its programs, about 40 women.
    const intro = page.locator('section[aria-labelledby="intro-heading"]');
    for (const fact of [
      'Founded in 1984',
      'the oldest Bible school in Vijayawada',
      'three-year undergraduate program, taught in English and Telugu',
      'graduate distance program in English',
      'About 40 women are enrolled',
    ]) {
      await expect(intro).toContainText(fact);
    }

    const quickCards = page.getByRole('region', { name: 'Explore the seminary' }).getByRole('link');
    await expect(quickCards).toHaveCount(4);
    const cards = [
      [texts.home.quickCards.academicPrograms, '/courses'],
      [texts.home.quickCards.studentLife, '/campus-life'],
      [texts.home.quickCards.events, '/events'],
      [texts.home.quickCards.resources, '/downloads'],
    ] as const;
    for (const [index, [title, href]] of cards.entries()) {
      await expect(quickCards.nth(index).getByRole('heading')).toHaveText(title);
      await expect(quickCards.nth(index)).toHaveAttribute('href', href);
    }

    // Statistics by created_at, each value with a trailing + and its own icon.
    const statistics = page.getByRole('list', { name: 'The seminary in numbers' }).getByRole('listitem');
    await expect(statistics).toHaveText([
      /^40\+\s*Years of Training Women$/,
      /^40\+\s*Women Enrolled$/,
      /^850\+\s*Graduates Serving$/,
      /^300\+\s*Churches Served$/,
    ]);
    const icons = await statistics.evaluateAll((items) => items.map((item) => item.querySelector('svg')?.classList[1]));
    expect(icons).toEqual(['lucide-calendar', 'lucide-users', 'lucide-graduation-cap', 'lucide-building']);

    await checkAccessibleAndCapture(page, 'home');
    await expectNoPageErrors(errors);
  });

  test('banner carousel: active banners by order, 600 px, every 5 s with wrap-around, arrows and dots', async ({
    page,
  }) => {
    // Time stands still until the test moves it.
    const start = new Date('2025-06-01T09:00:00+05:30');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Welcome' });
    const active = carousel.locator('[data-banner-slide][data-active="true"]');
    const slides = carousel.locator('[data-banner-slide]');

    expect((await carousel.boundingBox())?.height).toBe(LAYOUT.bannerHeightPx);
    // The inactive seeded banner is not shown.
    await expect(slides.getByRole('heading', { includeHidden: true })).toHaveText(seededBanners.map((b) => b.title));
    for (const [index, banner] of seededBanners.entries()) {
      const button = slides.nth(index).getByRole('link', { name: banner.button, includeHidden: true });
      await expect(button).toHaveAttribute('href', banner.link);
    }
    await expect(active.getByRole('heading')).toHaveText(seededBanners[0].title);
    await expect(active).toContainText('Founded in 1984, the oldest Bible school in Vijayawada.');

    // Auto-advance: not before 5 s, then every 5 s, wrapping from the last to the first.
    await page.clock.runFor(TIMING.bannerAutoAdvanceMs - 100);
    await expect(active.getByRole('heading')).toHaveText(seededBanners[0].title);
    await page.clock.runFor(100);
    await expect(active.getByRole('heading')).toHaveText(seededBanners[1].title);
    await page.clock.runFor(TIMING.bannerAutoAdvanceMs);
    await expect(active.getByRole('heading')).toHaveText(seededBanners[2].title);
    await page.clock.runFor(TIMING.bannerAutoAdvanceMs);
    await expect(active.getByRole('heading')).toHaveText(seededBanners[0].title);

    // Arrows wrap both ways; dots jump and mark the current slide.
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(active.getByRole('heading')).toHaveText(seededBanners[2].title);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(active.getByRole('heading')).toHaveText(seededBanners[0].title);
    const dots = carousel.getByRole('button', { name: /^Show slide \d$/ });
    await expect(dots).toHaveCount(3);
    await dots.nth(1).click();
    await expect(active.getByRole('heading')).toHaveText(seededBanners[1].title);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(0)).not.toHaveAttribute('aria-current', 'true');
    // The slides the visitor does not see are hidden from assistive technology too.
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true');
  });

  test('faculty carousel: 280 px cards, 320 px steps, arrows by scroll position, social links', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const faculty = page.getByRole('region', { name: 'Meet Our Faculty' });
    const track = faculty.getByRole('list', { name: 'Faculty members' });
    const cards = track.getByRole('listitem').filter({ has: page.getByRole('heading') });
    await expect(cards.getByRole('heading')).toHaveText([
      'Dr. Mary Suneetha',
      'Dr. Sarah Prasanna Kumari',
      'Mrs. Grace Joseph',
      'Rev. Esther Rani',
    ]);
    expect((await cards.first().boundingBox())?.width).toBe(LAYOUT.facultyCardWidthPx);
    await expect(cards.first()).toContainText('Coordinator, Graduate Distance Program');
    await expect(cards.first().getByRole('img', { name: 'Portrait of Dr. Mary Suneetha' })).toBeVisible();

    const previous = faculty.getByRole('button', { name: 'Scroll to previous teachers' });
    const next = faculty.getByRole('button', { name: 'Scroll to next teachers' });
    const scrollLeft = () => track.evaluate((element) => element.scrollLeft);
    await expect(previous).toBeHidden();
    await expect(next).toBeVisible();

    await next.click();
    await expect.poll(scrollLeft).toBe(LAYOUT.facultyScrollStepPx);
    await expect(previous).toBeVisible();
    // Scrolling on to the end hides 'next'; coming back to the start hides 'previous'. An arrow
    // hides when the smooth scroll arrives, which can fall between seeing it and pressing it;
    // each press is followed by the end of the scroll it started.
    const pressUntilHidden = async (arrow: typeof next) => {
      for (let presses = 0; presses < 20 && (await arrow.isVisible()); presses++) {
        // A press at the very end scrolls nothing (no scrollend), and its arrow hides instead.
        const settled = Promise.race([
          track.evaluate(
            (element) =>
              new Promise<void>((resolve) => element.addEventListener('scrollend', () => resolve(), { once: true })),
          ),
          arrow.waitFor({ state: 'hidden' }),
        ]);
        settled.catch(() => undefined);
        await arrow.click({ timeout: 2000 }).catch(async (error: unknown) => {
          if (await arrow.isVisible()) throw error;
        });
        await settled;
      }
      await expect(arrow).toBeHidden();
    };
    await pressUntilHidden(next);
    await expect(previous).toBeVisible();
    await pressUntilHidden(previous);
    await expect.poll(scrollLeft).toBe(0);
    await expect(next).toBeVisible();

    // Social links only where the teacher has them.
    const sarah = cards.filter({ hasText: 'Dr. Sarah Prasanna Kumari' });
    await expect(sarah.getByRole('link')).toHaveText([
      'Dr. Sarah Prasanna Kumari on Facebook',
      'Dr. Sarah Prasanna Kumari on LinkedIn',
    ]);
    await expect(sarah.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/sarah.prasanna.kumari.example',
    );

    const viewAll = faculty.getByRole('link', { name: texts.home.viewAllFaculty });
    await expect(viewAll).toHaveAttribute('href', '/about/faculty');
  });

  test('featured video: the thumbnail and play button swap in the 500 px player', async ({ page }) => {
    // The player itself is YouTube's; the test stays offline.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );
    await page.goto('/');
    const video = page.getByRole('region', { name: 'A Day at the Seminary' });
    await expect(video).toContainText('Worship, study and community on our Vijayawada campus');
    await expect(video).toContainText('Follow our students from morning chapel');
    await expect(video.locator('iframe')).toHaveCount(0);

    await video.getByRole('link', { name: 'Play video: A Day at the Seminary' }).click();
    const player = video.locator('iframe');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Xq3M2vLp8Tw?autoplay=1');
    await expect(player).toHaveAttribute('title', 'A Day at the Seminary');
    await expect(player).toHaveAttribute('allow', /encrypted-media/);
    expect((await player.boundingBox())?.height).toBe(LAYOUT.videoPlayerHeightPx);
    await expect(video.getByRole('link', { name: /Play video/ })).toHaveCount(0);
  });

  test('gallery: a full-screen lightbox with close, previous/next wrapping, Escape and arrow keys', async ({
    page,
  }) => {
    await page.goto('/');
    const gallery = page.getByRole('region', { name: 'Life at the Seminary' });
    const pictures = gallery.getByRole('link', { name: /^Open picture \d of 6/ });
    await expect(pictures).toHaveCount(6);
    // Newest first.
    await expect(pictures.first()).toHaveAccessibleName(/Christmas Carol Service/);
    await expect(pictures.last()).toHaveAccessibleName(/Morning Chapel/);

    await pictures.nth(0).click();
    const lightbox = page.getByRole('dialog', { name: 'Gallery' });
    await expect(lightbox).toBeVisible();
    const image = lightbox.getByRole('img');
    await expect(image).toHaveAccessibleName(/Christmas Carol Service/);
    await expect(lightbox).toContainText('1 / 6');
    // Full screen, the picture at most 90 % of the viewport's height.
    expect(await lightbox.boundingBox()).toMatchObject({ x: 0, y: 0, width: DESKTOP.width, height: DESKTOP.height });
    expect(await image.evaluate((element) => getComputedStyle(element).maxHeight)).toBe(`${DESKTOP.height * 0.9}px`);

    await page.keyboard.press('ArrowRight');
    await expect(lightbox).toContainText('2 / 6');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox).toContainText('6 / 6');
    await expect(image).toHaveAccessibleName(/Morning Chapel/);
    await page.keyboard.press('ArrowRight');
    await expect(lightbox).toContainText('1 / 6');
    await lightbox.getByRole('button', { name: 'Previous picture' }).click();
    await expect(lightbox).toContainText('6 / 6');
    await lightbox.getByRole('button', { name: 'Next picture' }).click();
    await expect(lightbox).toContainText('1 / 6');

    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(pictures.nth(0)).toBeFocused();

    await pictures.nth(2).click();
    await expect(lightbox).toContainText('3 / 6');
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await expect(lightbox).toBeHidden();
  });
});
