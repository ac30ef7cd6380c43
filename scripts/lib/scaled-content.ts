// Content at a multiple of a school's real size, on top of the seed, for `npm run bench:scale`
// and the scale tests: per unit of the factor, 300 alumni profiles (30 with a photo),
// 30 gallery photos, 30 campus-life gallery photos, 100 news posts and 50 events, each
// post and event with a picture, every photo a distinct image uploaded
// through the Storage API as the admin would, under core's storage names. Everything is drawn
// from a seeded random sequence, so a factor always gives the same rows and the same pictures;
// the pictures are kept under .data/bench/scaled-images so a second run skips drawing them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { ALL_DEGREES, SCHOOL } from '../../packages/core/src/constants.ts';
import type { Database } from '../../packages/core/src/database.types.ts';
import { publicObjectUrl, STORAGE, type StorageLocation, uniqueObjectPath } from '../../packages/core/src/storage.ts';
import { dataDir, supabaseDir } from './paths.ts';

/**
 * What one unit of the factor adds; factor 10 is the size every page must stay fast at (and an
 * edit live within seconds): 3,000 alumni and 300 photos each, 1,000 posts and 500 events with pictures.
 */
export const PER_FACTOR = {
  alumni: 300,
  alumniPhotos: 30,
  galleryPhotos: 30,
  campusLifePhotos: 30,
  posts: 100,
  events: 50,
} as const;

/** Rows per insert request: large enough to be quick, well under a request body limit. */
const INSERT_BATCH = 500;
/** Uploads and drawings at once: enough to overlap the network with sharp on a small machine. */
const CONCURRENCY = 4;

export interface ScaledContentTarget {
  supabaseUrl: string;
  serviceRoleKey: string;
}

export interface ScaledContentCounts {
  alumni: number;
  alumniPhotos: number;
  galleryPhotos: number;
  campusLifePhotos: number;
  posts: number;
  events: number;
}

// sharp is the supabase package's dependency (it draws the seed's pictures), not the root's.
type SharpImage = {
  jpeg(options: { quality: number; mozjpeg?: boolean }): SharpImage;
  webp(options: { quality: number }): SharpImage;
  toBuffer(): Promise<Buffer>;
};
const sharp = createRequire(join(supabaseDir, 'package.json'))('sharp') as (input: Buffer) => SharpImage;

const imageCacheDir = join(dataDir, 'bench', 'scaled-images');

/** mulberry32: a small, fast seeded generator, ample for made-up content. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** A version-4-shaped id from the seeded sequence, so object names repeat between runs. */
function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const FIRST_NAMES = [
  'Anitha',
  'Bhavani',
  'Chandrika',
  'Deepika',
  'Esther',
  'Grace',
  'Hannah',
  'Indira',
  'Jyothi',
  'Kamala',
  'Lakshmi',
  'Lydia',
  'Madhavi',
  'Mary',
  'Martha',
  'Naomi',
  'Padma',
  'Prasanna',
  'Priscilla',
  'Rachel',
  'Rani',
  'Rebecca',
  'Ruth',
  'Sarah',
  'Saroja',
  'Sharon',
  'Shanthi',
  'Sujatha',
  'Susheela',
  'Swarupa',
  'Tabitha',
  'Usha',
  'Vani',
  'Vijaya',
  'Yamini',
  'Zipporah',
  'Anusha',
  'Divya',
  'Kavitha',
  'Sravani',
] as const;
const SURNAMES = [
  'Devi',
  'Kumari',
  'Rao',
  'Reddy',
  'Babu',
  'Raju',
  'Prasad',
  'Paul',
  'Joseph',
  'David',
  'Samuel',
  'Daniel',
  'Emmanuel',
  'Kondapalli',
  'Gudivada',
  'Nallamothu',
  'Pinnamaneni',
  'Yelamanchili',
  'Bandaru',
  'Chilakapati',
  'Dasari',
  'Gorantla',
  'Kancharla',
  'Mandava',
  'Tadikonda',
  'Vemula',
  'Arepalli',
  'Bathula',
] as const;
const POSITIONS = [
  'Pastor',
  'Associate Pastor',
  "Women's Ministry Leader",
  'Bible Teacher',
  'Sunday School Coordinator',
  'Missionary',
  'Chaplain',
  'Counsellor',
  'Evangelist',
  'Youth Worker',
  'Lecturer',
  'Headmistress',
  'Church Planter',
  'Translator',
  'Community Health Worker',
  "Children's Ministry Director",
] as const;
const ORGANIZATIONS = [
  'Bethel Church',
  'Grace Fellowship',
  'Good Shepherd Church',
  'Andhra Evangelical Lutheran Church',
  'Church of South India',
  'Baptist Convention of Andhra Pradesh',
  'Calvary Temple',
  'Emmanuel Prayer House',
  'Hope Children’s Home',
  'Mount Zion Church',
  'Living Word Assembly',
  'Bible Society of India',
  'Zion Girls’ High School',
  'Shalom Counselling Centre',
  'Operation Mobilisation',
  'Salvation Army',
  'Faith Mission Hospital',
  'New Life Fellowship',
  'St. Paul’s Church',
  'Light of the World Ministries',
] as const;
const LOCATIONS = [
  'Vijayawada, Andhra Pradesh',
  'Guntur, Andhra Pradesh',
  'Visakhapatnam, Andhra Pradesh',
  'Rajahmundry, Andhra Pradesh',
  'Eluru, Andhra Pradesh',
  'Nellore, Andhra Pradesh',
  'Ongole, Andhra Pradesh',
  'Kakinada, Andhra Pradesh',
  'Tirupati, Andhra Pradesh',
  'Kurnool, Andhra Pradesh',
  'Machilipatnam, Andhra Pradesh',
  'Tenali, Andhra Pradesh',
  'Hyderabad, Telangana',
  'Warangal, Telangana',
  'Khammam, Telangana',
  'Karimnagar, Telangana',
  'Nizamabad, Telangana',
  'Secunderabad, Telangana',
  'Nalgonda, Telangana',
] as const;
const BIO_OPENINGS = [
  'teaches a weekly Bible study in Telugu',
  'leads a women’s fellowship in her town',
  'visits villages with a team that teaches children to read',
  'counsels families in her congregation',
  'trains Sunday school teachers across the district',
  'translates study material into Telugu',
  'runs an evening literacy class for women',
  'serves as a hospital chaplain',
] as const;
const GALLERY_SUBJECTS = [
  'Morning Chapel',
  'Graduation Day',
  'Library Hour',
  'Choir Practice',
  'Field Ministry',
  'Harvest Festival',
  'Christmas Programme',
  'Prayer Walk',
  'Sports Day',
  'Alumni Meet',
  'Village Visit',
  'Easter Sunrise',
] as const;
const GALLERY_CATEGORIES = ['Worship', 'Academics', 'Events', 'Outreach', 'Community'] as const;
const CAMPUS_CAPTIONS = [
  'Evening prayer meeting',
  'Lunch in the dining hall',
  'Gardening after class',
  'Study group in the hostel',
  'Singing practice',
  'Cleaning day',
  'Walk to the river',
  'Cooking together',
  'Reading in the courtyard',
] as const;

const NEWS_SUBJECTS = [
  'Graduation service',
  'Village outreach week',
  'Women’s conference',
  'New library books',
  'Sunday school teachers’ course',
  'Christmas carol service',
  'Alumni gathering',
  'Hostel renovation',
  'Easter retreat',
  'Music ministry workshop',
] as const;
const NEWS_SUBJECTS_TE = ['స్నాతకోత్సవ ఆరాధన', 'గ్రామ సువార్త వారం', 'మహిళల సదస్సు', 'పూర్వ విద్యార్థుల సమావేశం'] as const;
const NEWS_SENTENCES = [
  'Students led the worship and the readings in Telugu and English.',
  'Teachers from the faculty spoke on the Gospel of Luke and on serving in the local church.',
  'Families travelled from the villages around Vijayawada to be with their daughters.',
  'The day closed with prayer for the students going out into ministry this year.',
  'Alumni shared how the seminary prepared them for their work in churches and schools.',
  'Meals were cooked by the students and served in the dining hall.',
  'The principal thanked the donors whose gifts made the week possible.',
] as const;
const NEWS_SENTENCES_TE = [
  'విద్యార్థులు తెలుగు మరియు ఆంగ్లంలో ఆరాధనను నడిపించారు.',
  'కుటుంబాలు విజయవాడ చుట్టుపక్కల గ్రామాల నుండి వచ్చారు.',
  'ఈ సంవత్సరం పరిచర్యకు వెళ్తున్న విద్యార్థుల కోసం ప్రార్థనతో రోజు ముగిసింది.',
] as const;
const EVENT_KINDS = [
  'Admissions open day',
  'Graduation service',
  'Women’s conference',
  'Alumni reunion',
  'Prayer retreat',
  'Christmas programme',
] as const;
const EVENT_KINDS_TE = ['ప్రవేశాల బహిరంగ దినం', 'స్నాతకోత్సవం', 'మహిళల సదస్సు', 'ప్రార్థన విడిది'] as const;

const PALETTES = [
  ['#fde2c4', '#c96f53'],
  ['#d7f0ee', '#2c7169'],
  ['#ece3f7', '#5a3f80'],
  ['#fff3cf', '#93661d'],
  ['#1f2a52', '#d46a6a'],
  ['#e6f4dc', '#427535'],
  ['#fde4ea', '#8c4058'],
  ['#0f1b3d', '#3c5a99'],
] as const;

export interface Picture {
  kind: 'alumni' | 'gallery' | 'campus-life' | 'post' | 'event';
  index: number;
  width: number;
  height: number;
  format: 'jpeg' | 'webp';
  label: string;
}

/** A gradient with scattered shapes and the picture's number: distinct, photo-sized, cheap to draw. */
function pictureSvg(picture: Picture): Buffer {
  const random = seededRandom(picture.index * 7919 + picture.kind.length * 104_729);
  const [from, to] = pick(random, PALETTES);
  const { width, height } = picture;
  const shapes = Array.from({ length: 90 }, () => {
    const x = (random() * width).toFixed(0);
    const y = (random() * height).toFixed(0);
    const r = (10 + random() * width * 0.12).toFixed(0);
    const hue = Math.floor(random() * 360);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${hue} 60% 60%)" fill-opacity="${(0.15 + random() * 0.4).toFixed(2)}"/>`;
  }).join('');
  const size = Math.round(height / 5);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>${shapes}
      <text x="50%" y="52%" font-family="'DejaVu Sans', sans-serif" font-size="${size}" font-weight="bold" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${picture.label}</text>
    </svg>`,
  );
}

/** The picture's bytes, drawn once and then read from the cache. */
export async function pictureBytes(picture: Picture): Promise<Buffer> {
  mkdirSync(imageCacheDir, { recursive: true });
  const cached = join(
    imageCacheDir,
    `${picture.kind}-${picture.index}-${picture.width}x${picture.height}.${picture.format}`,
  );
  if (existsSync(cached)) return readFileSync(cached);
  const image = sharp(pictureSvg(picture));
  const bytes = await (picture.format === 'jpeg'
    ? image.jpeg({ quality: 78, mozjpeg: true })
    : image.webp({ quality: 85 })
  ).toBuffer();
  writeFileSync(cached, bytes);
  return bytes;
}

async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Adds `factor` units of content (PER_FACTOR) to a seeded backend; returns what it added. Run it
 * once per database: a second run adds the same rows again.
 */
export async function seedScaledContent(target: ScaledContentTarget, factor: number): Promise<ScaledContentCounts> {
  const client = createClient<Database>(target.supabaseUrl, target.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const random = seededRandom(20_250_601 + factor);
  const counts: ScaledContentCounts = {
    alumni: PER_FACTOR.alumni * factor,
    alumniPhotos: PER_FACTOR.alumniPhotos * factor,
    galleryPhotos: PER_FACTOR.galleryPhotos * factor,
    campusLifePhotos: PER_FACTOR.campusLifePhotos * factor,
    posts: PER_FACTOR.posts * factor,
    events: PER_FACTOR.events * factor,
  };

  /** Uploads a picture under a unique name in its place and returns the URL a row keeps. */
  const upload = async (location: StorageLocation, picture: Picture, id: string): Promise<string> => {
    const extension = picture.format === 'jpeg' ? 'jpg' : 'webp';
    const path = uniqueObjectPath(location, `photo.${extension}`, id);
    const { error } = await client.storage
      .from(location.bucket)
      .upload(path, await pictureBytes(picture), { contentType: `image/${picture.format}`, upsert: true });
    if (error) throw new Error(`Uploading ${location.bucket}/${path} failed: ${error.message}`);
    return publicObjectUrl(target.supabaseUrl, location.bucket, path);
  };

  const insert = async <Table extends 'alumni_profiles' | 'gallery' | 'campus_life_gallery' | 'posts' | 'events'>(
    table: Table,
    rows: Database['public']['Tables'][Table]['Insert'][],
  ) => {
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      const { error } = await client.from(table).insert(rows.slice(start, start + INSERT_BATCH) as never);
      if (error) throw new Error(`Inserting ${table} rows failed: ${error.message}`);
    }
  };

  const day = 24 * 60 * 60 * 1000;
  // Older than the seed's photos (at most a few months), so the seed's stay first where a page shows the newest.
  const archiveDate = (index: number) => new Date(Date.now() - (120 + index) * day).toISOString();

  const photoIds = (count: number) => Array.from({ length: count }, () => seededUuid(random));
  const alumniPhotoIds = photoIds(counts.alumniPhotos);
  const galleryIds = photoIds(counts.galleryPhotos);
  const campusIds = photoIds(counts.campusLifePhotos);
  const postIds = photoIds(counts.posts);
  const eventIds = photoIds(counts.events);

  const alumniPhotoUrls = await inParallel(alumniPhotoIds, CONCURRENCY, (id, index) =>
    upload(
      STORAGE.alumniImages,
      { kind: 'alumni', index, width: 800, height: 800, format: 'webp', label: `A${index + 1}` },
      id,
    ),
  );
  const currentYear = new Date().getFullYear();
  const alumni: Database['public']['Tables']['alumni_profiles']['Insert'][] = Array.from(
    { length: counts.alumni },
    (_, index) => {
      const first = pick(random, FIRST_NAMES);
      const name = `${first} ${pick(random, SURNAMES)}`;
      const location = pick(random, LOCATIONS);
      const organization = pick(random, ORGANIZATIONS);
      const year = SCHOOL.foundedYear + Math.floor(random() * (currentYear - SCHOOL.foundedYear + 1));
      // Every tenth profile has a photo, spread through the directory rather than bunched at its start.
      const photo = index % 10 === 0 ? alumniPhotoUrls[index / 10] : undefined;
      return {
        name,
        graduation_year: year,
        degree: pick(random, ALL_DEGREES),
        current_position: random() < 0.85 ? pick(random, POSITIONS) : null,
        organization: random() < 0.9 ? organization : null,
        location: random() < 0.95 ? location : null,
        image_url: photo ?? null,
        bio:
          random() < 0.7
            ? `${first} graduated in ${year} and ${pick(random, BIO_OPENINGS)} in ${location.split(',')[0]}.`
            : null,
        testimonial:
          random() < 0.3 ? 'The seminary taught me to read the Scriptures carefully and to serve with patience.' : null,
      };
    },
  );
  await insert('alumni_profiles', alumni);

  const galleryUrls = await inParallel(galleryIds, CONCURRENCY, (id, index) =>
    upload(
      STORAGE.galleryImages,
      { kind: 'gallery', index, width: 1200, height: 800, format: 'jpeg', label: `G${index + 1}` },
      id,
    ),
  );
  await insert(
    'gallery',
    galleryUrls.map((image_url, index) => ({
      title: `${pick(random, GALLERY_SUBJECTS)} ${1984 + (index % (currentYear - 1983))}`,
      image_url,
      description: random() < 0.6 ? 'From the seminary’s photo archive.' : null,
      category: pick(random, GALLERY_CATEGORIES),
      created_at: archiveDate(index),
    })),
  );

  const campusUrls = await inParallel(campusIds, CONCURRENCY, (id, index) =>
    upload(
      STORAGE.campusLifeGalleryImages,
      { kind: 'campus-life', index, width: 1200, height: 800, format: 'webp', label: `C${index + 1}` },
      id,
    ),
  );
  await insert(
    'campus_life_gallery',
    campusUrls.map((image_url, index) => ({
      image_url,
      caption: pick(random, CAMPUS_CAPTIONS),
      created_at: archiveDate(index),
    })),
  );

  await insert('posts', await scaledPosts(random, postIds, (id, picture) => upload(STORAGE.postCovers, picture, id)));
  await insert(
    'events',
    await scaledEvents(random, eventIds, (id, picture) => upload(STORAGE.eventImages, picture, id)),
  );

  return counts;
}

type Upload = (id: string, picture: Picture) => Promise<string>;

/**
 * News posts, one every few days back from the seed's, every one with a cover and half of them
 * with their Telugu twin; every twentieth is still a draft, which the site must leave out.
 */
async function scaledPosts(random: () => number, ids: readonly string[], upload: Upload) {
  const covers = await inParallel(ids, CONCURRENCY, (id, index) =>
    upload(id, { kind: 'post', index, width: 1200, height: 675, format: 'jpeg', label: `N${index + 1}` }),
  );
  const day = 24 * 60 * 60 * 1000;
  return covers.map((cover_image_url, index): Database['public']['Tables']['posts']['Insert'] => {
    const subject = pick(random, NEWS_SUBJECTS);
    const place = pick(random, LOCATIONS).split(',')[0];
    const telugu = index % 2 === 0;
    const paragraphs = Array.from(
      { length: 3 + Math.floor(random() * 4) },
      () => `<p>${pick(random, NEWS_SENTENCES)} ${pick(random, NEWS_SENTENCES)} ${pick(random, NEWS_SENTENCES)}</p>`,
    ).join('');
    return {
      slug: `${subject.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${index + 1}`,
      title: `${subject} in ${place}`,
      title_te: telugu ? `${place}లో ${pick(random, NEWS_SUBJECTS_TE)}` : null,
      summary: `${subject} brought students, teachers and friends of the seminary together in ${place}.`,
      summary_te: telugu ? `${place}లో విద్యార్థులు, ఉపాధ్యాయులు మరియు సెమినరీ స్నేహితులు కలిసి వచ్చారు.` : null,
      body: `<h2>${subject}</h2>${paragraphs}`,
      body_te: telugu ? `<p>${pick(random, NEWS_SENTENCES_TE)}</p><p>${pick(random, NEWS_SENTENCES_TE)}</p>` : null,
      cover_image_url,
      cover_alt: `${subject} in ${place}: students of the seminary together.`,
      cover_alt_te: telugu ? `${place}లో సెమినరీ విద్యార్థులు.` : null,
      // The seed's posts are the newest; these go back about eight years at factor 10.
      published_at: new Date(Date.now() - (7 + index * 3) * day).toISOString(),
      draft: index % 20 === 19,
    };
  });
}

/**
 * Events around today: a fifth still to come (the coming list's pages), the rest in the past
 * archive; a third of them whole days, the rest timed in India's hours.
 */
async function scaledEvents(random: () => number, ids: readonly string[], upload: Upload) {
  const pictures = await inParallel(ids, CONCURRENCY, (id, index) =>
    upload(id, { kind: 'event', index, width: 1200, height: 800, format: 'webp', label: `E${index + 1}` }),
  );
  const day = 24 * 60 * 60 * 1000;
  const coming = Math.ceil(ids.length / 5);
  return pictures.map((image_url, index): Database['public']['Tables']['events']['Insert'] => {
    const kind = pick(random, EVENT_KINDS);
    const place = pick(random, LOCATIONS);
    // Days from today: the coming ones a week apart from next week, the past ones five days apart.
    const offset = index < coming ? 7 + index * 7 : -(5 + (index - coming) * 5);
    const first = new Date(Date.now() + offset * day);
    const date = first.toISOString().slice(0, 10);
    const allDay = index % 3 === 0;
    // 10:00 to 13:00 in Asia/Kolkata (UTC+5:30) is 04:30 to 07:30 UTC.
    const times = allDay
      ? { all_day: true, start_date: date, end_date: new Date(first.getTime() + 2 * day).toISOString().slice(0, 10) }
      : { all_day: false, starts_at: `${date}T04:30:00Z`, ends_at: `${date}T07:30:00Z` };
    const telugu = index % 2 === 0;
    return {
      slug: `${kind.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${index + 1}`,
      title: `${kind} ${first.getUTCFullYear()}`,
      title_te: telugu ? `${pick(random, EVENT_KINDS_TE)} ${first.getUTCFullYear()}` : null,
      summary: `${kind} at ${place.split(',')[0]}: everyone who loves the seminary is welcome.`,
      summary_te: telugu ? 'సెమినరీని ప్రేమించే ప్రతి ఒక్కరికీ స్వాగతం.' : null,
      description: `<p>${pick(random, NEWS_SENTENCES)} ${pick(random, NEWS_SENTENCES)}</p>`,
      description_te: telugu ? `<p>${pick(random, NEWS_SENTENCES_TE)}</p>` : null,
      place,
      place_te: null,
      ...times,
      image_url,
      image_alt: `${kind}: the seminary's students gathered at ${place.split(',')[0]}.`,
      image_alt_te: telugu ? 'సెమినరీ విద్యార్థులు కలిసి ఉన్నారు.' : null,
    };
  });
}
