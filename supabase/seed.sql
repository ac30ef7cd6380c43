-- Content that makes a fresh local database look like the school's real site. Files live in
-- supabase/seed/storage/<bucket>/<path> (drawn by supabase/scripts/generate-seed-assets.ts) and
-- are uploaded after this seed from config.toml's objects_path folders. Public URLs are built
-- from `seed.storage_public_url`, which the local server sets to its own public storage URL.
-- No auth users here: `npm start` creates the admin and staff accounts.

create function pg_temp.storage_url(bucket_and_path text)
returns text
language sql
stable
as $$
  select coalesce(nullif(current_setting('seed.storage_public_url', true), ''), 'http://127.0.0.1:54321/storage/v1/object/public')
    || '/' || bucket_and_path
$$;

insert into public.site_logo (logo_url, alt_text)
values (pg_temp.storage_url('logo-images/logo.png'), 'Vijayawada Women''s Bible Seminary');

insert into public.banners (title, subtitle, image_url, button_text, button_link, active, order_index)
values
  ('Equipping Women for Faithful Ministry',
   'Founded in 1984, the oldest Bible school in Vijayawada.',
   pg_temp.storage_url('banner-images/banners/welcome.jpg'), 'Explore Programs', '/courses', true, 0),
  ('Study in English and Telugu',
   'A three-year undergraduate program for women called to serve the church, the family and the community.',
   pg_temp.storage_url('banner-images/banners/undergraduate.jpg'), 'Apply Now', '/apply', true, 1),
  ('Graduate Studies at a Distance',
   'Our graduate distance program in English lets women keep serving where they are while they study.',
   pg_temp.storage_url('banner-images/banners/distance.jpg'), 'View Hybrid Programs', '/courses/hybrid', true, 2),
  ('Admissions for Fall 2025',
   'Applications close on 31 May 2025.',
   pg_temp.storage_url('banner-images/banners/admissions.jpg'), null, null, false, 3);

insert into public.statistics (title, value, icon_name, created_at)
values
  ('Years of Training Women', 40, 'Calendar', now() - interval '30 days'),
  ('Women Enrolled', 40, 'Users', now() - interval '29 days'),
  ('Graduates Serving', 850, 'GraduationCap', now() - interval '28 days'),
  ('Churches Served', 300, 'Building', now() - interval '27 days');

insert into public.teachers (name, position, bio, image_url, facebook_url, twitter_url, instagram_url, linkedin_url)
values
  ('Dr. Sarah Prasanna Kumari', 'Principal',
   'Dr. Prasanna Kumari has taught systematic theology at the seminary for over twenty years and has led it since 2012. She holds a doctorate in theology and serves on the board of several women''s ministries in Andhra Pradesh.',
   pg_temp.storage_url('teacher-images/teachers/sarah-prasanna-kumari.jpg'),
   'https://www.facebook.com/sarah.prasanna.kumari.example', null, null,
   'https://www.linkedin.com/in/sarah-prasanna-kumari-example'),
  ('Rev. Esther Rani', 'Dean of Studies, Old Testament',
   'Rev. Esther Rani teaches Hebrew and the Old Testament in English and Telugu. Before joining the faculty she pastored a congregation in Guntur for ten years.',
   pg_temp.storage_url('teacher-images/teachers/esther-rani.jpg'),
   'https://www.facebook.com/esther.rani.example', 'https://x.com/estherrani_example', null, null),
  ('Mrs. Grace Joseph', 'Lecturer, Christian Education',
   'Mrs. Joseph trains students to teach Sunday school, lead Bible studies for women and work with children in villages around Vijayawada.',
   pg_temp.storage_url('teacher-images/teachers/grace-joseph.jpg'),
   null, null, 'https://www.instagram.com/grace.joseph.example', null),
  ('Dr. Mary Suneetha', 'Coordinator, Graduate Distance Program',
   'Dr. Suneetha teaches the New Testament and Greek and coordinates the graduate distance program, guiding students who study while serving in their churches.',
   pg_temp.storage_url('teacher-images/teachers/mary-suneetha.jpg'),
   null, 'https://x.com/marysuneetha_example', null, 'https://www.linkedin.com/in/mary-suneetha-example');

insert into public.videos (title, subtitle, video_url, thumbnail_url, description)
values (
  'A Day at the Seminary',
  'Worship, study and community on our Vijayawada campus',
  'https://www.youtube.com/watch?v=Xq3M2vLp8Tw',
  pg_temp.storage_url('gallery-images/videos/a-day-at-the-seminary.jpg'),
  'Follow our students from morning chapel through classes in English and Telugu, library hours, ministry practice and evening prayer.'
);

insert into public.gallery (title, image_url, description, category, created_at)
values
  ('Morning Chapel', pg_temp.storage_url('gallery-images/gallery/morning-chapel.jpg'),
   'Every day begins with worship and the Word.', 'Worship', now() - interval '60 days'),
  ('Library Study Hour', pg_temp.storage_url('gallery-images/gallery/library-study-hour.jpg'),
   'Quiet study in the seminary library.', 'Academics', now() - interval '50 days'),
  ('Graduation Day', pg_temp.storage_url('gallery-images/gallery/graduation-day.jpg'),
   'The class of 2024 receives their degrees.', 'Events', now() - interval '40 days'),
  ('Telugu Bible Class', pg_temp.storage_url('gallery-images/gallery/telugu-bible-class.jpg'),
   'Reading the Scriptures in our mother tongue.', 'Academics', now() - interval '30 days'),
  ('Village Outreach', pg_temp.storage_url('gallery-images/gallery/village-outreach.jpg'),
   'Students lead a children''s program in a village near Vijayawada.', 'Outreach', now() - interval '20 days'),
  ('Christmas Carol Service', pg_temp.storage_url('gallery-images/gallery/carol-service.jpg'),
   'Carols in English and Telugu under the stars.', 'Events', now() - interval '10 days');

insert into public.about_sections (section_type, title, content, created_at, updated_at)
values
  ('history', 'Our History',
   '<p>The seminary was founded in <strong>1984</strong> to train women for ministry, and it is the oldest Bible school in Vijayawada.</p>'
   '<p>What began as a small class meeting in a church hall has grown into a residential campus near the Krishna river. Today about forty women study with us in a three-year undergraduate program taught in English and Telugu, and in a graduate distance program in English.</p>'
   '<p>Our graduates serve as pastors, teachers, evangelists, counsellors and leaders of women''s ministries across Andhra Pradesh, Telangana and beyond.</p>',
   now() - interval '90 days', now() - interval '90 days'),
  ('vision', 'Our Vision',
   '<p>Every church and community in our region served by women who know the Word of God, live it faithfully and teach it clearly.</p>',
   now() - interval '89 days', now() - interval '89 days'),
  ('mission', 'Our Mission',
   '<p>We train women for ministry through:</p>'
   '<ul><li>sound biblical and theological teaching in English and Telugu,</li>'
   '<li>a shared life of worship, prayer and service,</li>'
   '<li>practical ministry in churches and villages, and</li>'
   '<li>study that fits the lives of women already serving.</li></ul>',
   now() - interval '88 days', now() - interval '88 days');

insert into public.about_gallery (title, image_url, description, created_at)
values
  ('main-building', pg_temp.storage_url('about-images/gallery/main-building.webp'), '', now() - interval '80 days'),
  ('chapel', pg_temp.storage_url('about-images/gallery/chapel.webp'), '', now() - interval '79 days'),
  ('library', pg_temp.storage_url('about-images/gallery/library.webp'), '', now() - interval '78 days'),
  ('krishna-riverside', pg_temp.storage_url('about-images/gallery/krishna-riverside.webp'), '', now() - interval '77 days');

insert into public.courses (title, description, duration, schedule, intake, program_type)
values
  ('Bachelor of Theology',
   'A foundation in Bible, theology, church history and ministry, taught in English and Telugu, with supervised ministry every weekend.',
   '4 years', 'Monday to Friday, 8:30 AM to 4:00 PM', 40, 'residential'),
  ('Master of Divinity',
   'Advanced study of the Scriptures, theology and pastoral care for graduates preparing for pastoral and teaching ministry.',
   '3 years', 'Monday to Friday, 9:00 AM to 3:30 PM', 25, 'residential'),
  ('Master of Theology',
   'Research-oriented study in a chosen field, preparing women to teach in Bible schools and seminaries.',
   '2 years', 'Seminars on Tuesday and Thursday, 10:00 AM to 1:00 PM', 20, 'residential'),
  ('Bachelor of Theology (Hybrid)',
   'The Bachelor of Theology for women serving in their churches: guided study at home and contact classes on campus.',
   '5 years', 'Two contact weeks each term, online classes on Saturdays', 60, 'hybrid'),
  ('Graduate Certificate in Ministry',
   'A one-year graduate certificate in Bible and ministry for women who lead in their churches.',
   '1 year', 'Online classes on Saturdays, 10:00 AM to 1:00 PM', 100, 'hybrid'),
  ('Master of Arts in Ministry',
   'A graduate degree in English combining biblical studies, leadership and counselling, studied at a distance.',
   '3 years', 'One contact week each term, weekly online seminars', 30, 'hybrid'),
  ('Certificate in Biblical Studies',
   'An introduction to the Old and New Testaments and Christian doctrine, fully online.',
   '1 year', 'Self-paced, with a live class every Saturday', 50, 'online');

insert into public.campus_life (title, content, image_url, created_at)
values
  ('Annual Sports Day',
   'Students and staff spent a day of running races, throwball, tug of war and kho-kho on the seminary grounds. The second-year students took home the trophy, and the day ended with a shared meal and thanksgiving prayer.',
   pg_temp.storage_url('campus-life-images/campus-life/sports-day.jpg'), now() - interval '45 days'),
  ('Christmas Celebration',
   'Our Christmas celebration brought together students, alumni and neighbours for carols in English and Telugu, a nativity play written by the first-year class and a feast under the lamps in the courtyard.',
   pg_temp.storage_url('campus-life-images/campus-life/christmas.jpg'), now() - interval '25 days'),
  ('Mission Week in Krishna District',
   'During Mission Week, teams of students served in villages across Krishna district: leading children''s programs, visiting homes, teaching women''s Bible studies and helping local churches with medical camps.',
   pg_temp.storage_url('campus-life-images/campus-life/mission-week.jpg'), now() - interval '5 days');

insert into public.campus_life_gallery (image_url, caption, created_at)
values
  (pg_temp.storage_url('campus-life-images/campus-life-gallery/prayer-meeting.webp'),
   'Evening prayer meeting', now() - interval '36 days'),
  (pg_temp.storage_url('campus-life-images/campus-life-gallery/hostel-courtyard.webp'),
   'The hostel courtyard', now() - interval '30 days'),
  (pg_temp.storage_url('campus-life-images/campus-life-gallery/choir-practice.webp'),
   'Choir practice in the chapel', now() - interval '24 days'),
  (pg_temp.storage_url('campus-life-images/campus-life-gallery/evening-lamps.webp'),
   'Lamps lit for the Christmas feast', now() - interval '18 days'),
  (pg_temp.storage_url('campus-life-images/campus-life-gallery/study-group.webp'),
   'A study group before exams', now() - interval '12 days'),
  (pg_temp.storage_url('campus-life-images/campus-life-gallery/river-walk.webp'),
   'A Sunday walk by the Krishna', now() - interval '6 days');

insert into public.alumni_profiles
  (name, graduation_year, degree, current_position, organization, location, image_url, bio, testimonial)
values
  ('Priya Devi', 2019, 'Bachelor of Theology', 'Women''s Ministry Leader', 'Bethel Church', 'Guntur, Andhra Pradesh',
   pg_temp.storage_url('alumni-images/alumni/priya-devi.webp'),
   'Priya leads a women''s fellowship of over a hundred members and teaches a weekly Bible study in Telugu.',
   'The seminary taught me to read the Bible carefully and to teach it with love. I use what I learned every week.'),
  ('Anitha Grace', 2015, 'Master of Divinity', 'Associate Pastor', 'Grace Community Church', 'Hyderabad, Telangana',
   pg_temp.storage_url('alumni-images/alumni/anitha-grace.webp'),
   'Anitha serves as associate pastor with a focus on pastoral care and discipleship of young women.',
   'My teachers believed in the calling God gave me before I did.'),
  ('Lydia Suvarna', 2011, 'Bachelor of Theology', 'Headmistress', 'Hope Christian School', 'Eluru, Andhra Pradesh',
   pg_temp.storage_url('alumni-images/alumni/lydia-suvarna.webp'),
   'Lydia runs a school of four hundred children and trains its teachers in Christian education.',
   null),
  ('Hannah Jyothi', 2022, 'Graduate Certificate', 'Children''s Ministry Coordinator', 'St. Paul''s Church',
   'Vijayawada, Andhra Pradesh', pg_temp.storage_url('alumni-images/alumni/hannah-jyothi.webp'),
   'Hannah studied through the distance program while coordinating children''s ministry in her home church.',
   'I could study without leaving the children I serve. The contact weeks on campus were a gift.'),
  ('Deborah Sravani', 2008, 'Master of Theology', 'Lecturer in New Testament', 'Andhra Bible College',
   'Tadepalligudem, Andhra Pradesh', pg_temp.storage_url('alumni-images/alumni/deborah-sravani.webp'),
   'Deborah teaches New Testament and Greek and mentors women students preparing for ministry.',
   'Everything I teach today began in the classrooms at Vijayawada.'),
  ('Ruth Mercy', 1998, 'Bachelor of Theology', 'Evangelist', 'Rural Mission Fellowship', 'Ongole, Andhra Pradesh',
   pg_temp.storage_url('alumni-images/alumni/ruth-mercy.webp'),
   'Ruth has planted house fellowships in twelve villages of Prakasam district over twenty-five years.',
   null);
-- The sample alumnae are not real people: they show every field, with the consent statement a
-- real profile would carry, so the directory looks as it will;
-- Deborah keeps her town to herself, so the sample site shows the choice at work (and the
-- end-to-end tests have a hidden value to look for in the page and its search: a town that
-- core's built-in samples (SAMPLE_ALUMNI), which the page carries for when the database is
-- down, do not name).
update public.alumni_profiles
set public_fields = case when name = 'Deborah Sravani'
    then '{image_url,organization,current_position,bio,testimonial}'::text[]
    else '{image_url,location,organization,current_position,bio,testimonial}'::text[] end,
  public_fields_consent = 'Sample profile: the fields shown were agreed for the sample data.'
where public_fields = '{}';

insert into public.downloads (title, description, file_url, image_url, category, created_at)
values
  ('Prospectus 2025', 'Our programs, fees, campus life and how to apply.',
   pg_temp.storage_url('downloads/files/prospectus-2025.pdf'),
   pg_temp.storage_url('downloads/thumbnails/prospectus-2025.webp'), 'Admissions', now() - interval '40 days'),
  ('Application Form', 'A printable application form for those who prefer to apply on paper.',
   pg_temp.storage_url('downloads/files/application-form.pdf'),
   pg_temp.storage_url('downloads/thumbnails/application-form.webp'), 'Admissions', now() - interval '30 days'),
  ('Academic Calendar 2025-26', 'Term dates, holidays and seminary events for the year.',
   pg_temp.storage_url('downloads/files/academic-calendar-2025-26.pdf'),
   pg_temp.storage_url('downloads/thumbnails/academic-calendar-2025-26.webp'), 'Academics', now() - interval '20 days'),
  ('Statement of Faith', 'What we believe and teach.',
   pg_temp.storage_url('downloads/files/statement-of-faith.pdf'),
   pg_temp.storage_url('downloads/thumbnails/statement-of-faith.webp'), 'About', now() - interval '10 days');

insert into public.donation_info
  (title, qr_code_url, bank_name, account_holder, account_number, ifsc_code, branch)
values (
  'General Fund',
  pg_temp.storage_url('donation-images/qr-codes/general-fund.png'),
  'State Bank of India',
  'Vijayawada Women''s Bible Seminary',
  '30012345678',
  'SBIN0009999',
  'Governorpet, Vijayawada'
);

insert into public.registrations
  (name, email, phone, state, city, address, comments, program_interest, course_id, contacted, created_at)
values
  ('Sushma Rani', 'sushma.rani@example.com', '+91 98480 11223', 'Andhra Pradesh', 'Guntur',
   '12-4-56, Brodipet, Guntur', 'I would like to know about hostel facilities.', 'residential',
   (select id from public.courses where title = 'Bachelor of Theology'), false, now() - interval '6 days'),
  ('Keerthi Priya', 'keerthi.priya@example.com', '+91 90000 44556', 'Telangana', 'Hyderabad',
   'Flat 203, Sai Residency, Secunderabad', null, 'hybrid',
   (select id from public.courses where title = 'Graduate Certificate in Ministry'), true, now() - interval '4 days'),
  ('Mercy Kumari', 'mercy.kumari@example.com', '+91 94400 77889', 'Andhra Pradesh', 'Machilipatnam',
   'Church Street, Machilipatnam', 'When will the online program open?', 'online', null, false,
   now() - interval '1 day');

-- payment_screenshot_url holds the object's name in the private payment-screenshots bucket.
insert into public.student_registrations
  (name, email, phone, address, city, state, date_of_birth, gender, education_level, previous_institution,
   program_interest, course_id, start_date, comments, payment_screenshot_url, contacted, created_at)
values
  ('Jyothi Lakshmi', 'jyothi.lakshmi@example.com', '+91 98661 22334', 'D.No. 5-7, Gandhi Nagar', 'Vijayawada',
   'Andhra Pradesh', '2003-08-14', 'Female', 'High School', 'St. Joseph''s Junior College', 'residential',
   (select id from public.courses where title = 'Bachelor of Theology'), 'Fall 2025',
   'My pastor encouraged me to apply.', '1735711200000.png', false, now() - interval '5 days'),
  ('Sharon Kiranmai', 'sharon.kiranmai@example.com', '+91 99890 55667', 'Plot 18, Madhapur', 'Hyderabad',
   'Telangana', '1995-02-02', 'Female', 'Bachelor''s Degree', 'Osmania University', 'hybrid',
   (select id from public.courses where title = 'Master of Arts in Ministry'), 'Spring 2025', null,
   '1736928000000.png', true, now() - interval '2 days');

-- The database numbers both (APP-<year>-00001, -00002) and records them as received; the second
-- is already in review, with the office's note in its history. The seed sends no e-mail.
select set_config('seminary.application_status_note', 'Spoke with her on the phone; asked for her pastor''s letter.', false);
update public.student_registrations set status = 'under_review' where email = 'sharon.kiranmai@example.com';
select set_config('seminary.application_status_note', '', false);

-- Telugu -----------------------------------------------------------------------------------------
-- Every text a visitor reads in Telugu, matched to its row by the English text above. Names of
-- people, banks and places stay as they are; the school's terms follow docs/GLOSSARY.md.

update public.site_logo set alt_text_te = 'విజయవాడ మహిళా బైబిల్ సెమినరీ';

update public.banners b
set title_te = t.title_te, subtitle_te = t.subtitle_te, button_text_te = t.button_text_te
from (values
  ('Equipping Women for Faithful Ministry', 'నమ్మకమైన పరిచర్య కోసం మహిళలను సిద్ధపరుస్తున్నాం',
   '1984లో స్థాపించబడిన, విజయవాడలోని అత్యంత పురాతన బైబిల్ పాఠశాల.', 'ప్రోగ్రాములు చూడండి'),
  ('Study in English and Telugu', 'ఇంగ్లీషు, తెలుగు భాషల్లో చదువుకోండి',
   'సంఘానికి, కుటుంబానికి, సమాజానికి సేవ చేయడానికి పిలువబడిన మహిళల కోసం మూడేళ్ల అండర్‌గ్రాడ్యుయేట్ ప్రోగ్రామ్.',
   'ఇప్పుడే దరఖాస్తు చేయండి'),
  ('Graduate Studies at a Distance', 'దూరవిద్యలో గ్రాడ్యుయేట్ చదువులు',
   'ఇంగ్లీషులో నడిచే మా గ్రాడ్యుయేట్ దూరవిద్యా ప్రోగ్రామ్‌తో మహిళలు తాము ఉన్నచోటే సేవ కొనసాగిస్తూ చదువుకోవచ్చు.',
   'హైబ్రిడ్ ప్రోగ్రాములు చూడండి'),
  ('Admissions for Fall 2025', 'ఫాల్ 2025 ప్రవేశాలు', 'దరఖాస్తులకు చివరి తేదీ 31 మే 2025.', null)
) as t (title, title_te, subtitle_te, button_text_te)
where b.title = t.title;

update public.statistics s
set title_te = t.title_te
from (values
  ('Years of Training Women', 'మహిళలకు శిక్షణ ఇస్తున్న సంవత్సరాలు'),
  ('Women Enrolled', 'చేరిన విద్యార్థినులు'),
  ('Graduates Serving', 'సేవ చేస్తున్న పట్టభద్రులు'),
  ('Churches Served', 'సేవలందుకున్న సంఘాలు')
) as t (title, title_te)
where s.title = t.title;

update public.teachers r
set position_te = t.position_te, bio_te = t.bio_te
from (values
  ('Dr. Sarah Prasanna Kumari', 'ప్రిన్సిపాల్',
   'డా. ప్రసన్న కుమారి ఇరవై సంవత్సరాలకు పైగా సెమినరీలో క్రమబద్ధ వేదాంతశాస్త్రం బోధిస్తున్నారు, 2012 నుండి సెమినరీకి నాయకత్వం వహిస్తున్నారు. ఆమె వేదాంతశాస్త్రంలో డాక్టరేట్ పొందారు, ఆంధ్రప్రదేశ్‌లోని పలు మహిళా పరిచర్యల బోర్డుల్లో సేవ చేస్తున్నారు.'),
  ('Rev. Esther Rani', 'అధ్యయనాల డీన్, పాత నిబంధన',
   'రెవ. ఎస్తేరు రాణి ఇంగ్లీషు, తెలుగు భాషల్లో హీబ్రూ భాషను, పాత నిబంధనను బోధిస్తారు. అధ్యాపక బృందంలో చేరక ముందు ఆమె పది సంవత్సరాలు గుంటూరులో ఒక సంఘానికి కాపరిగా సేవ చేశారు.'),
  ('Mrs. Grace Joseph', 'లెక్చరర్, క్రైస్తవ విద్య',
   'శ్రీమతి జోసెఫ్ సండే స్కూల్ బోధించడానికి, మహిళల బైబిల్ అధ్యయనాలు నడిపించడానికి, విజయవాడ చుట్టుపక్కల గ్రామాల్లో పిల్లల మధ్య పనిచేయడానికి విద్యార్థినులకు శిక్షణ ఇస్తారు.'),
  ('Dr. Mary Suneetha', 'సమన్వయకర్త, గ్రాడ్యుయేట్ దూరవిద్యా ప్రోగ్రామ్',
   'డా. సునీత క్రొత్త నిబంధనను, గ్రీకు భాషను బోధిస్తారు. తమ సంఘాల్లో సేవ చేస్తూనే చదువుకునే విద్యార్థినులకు మార్గదర్శనం చేస్తూ గ్రాడ్యుయేట్ దూరవిద్యా ప్రోగ్రామ్‌ను సమన్వయం చేస్తారు.')
) as t (name, position_te, bio_te)
where r.name = t.name;

update public.videos
set title_te = 'సెమినరీలో ఒక రోజు',
    subtitle_te = 'మా విజయవాడ క్యాంపస్‌లో ఆరాధన, అధ్యయనం, సహవాసం',
    description_te = 'ఉదయం ప్రార్థనా మందిరంలో ఆరాధన నుండి ఇంగ్లీషు, తెలుగు తరగతులు, గ్రంథాలయంలో చదువు, పరిచర్య అభ్యాసం, సాయంత్రం ప్రార్థన వరకు మా విద్యార్థినుల దినచర్యను చూడండి.'
where title = 'A Day at the Seminary';

update public.gallery g
set title_te = t.title_te, description_te = t.description_te
from (values
  ('Morning Chapel', 'ఉదయ ఆరాధన', 'ప్రతి రోజూ ఆరాధనతో, దేవుని వాక్యంతో మొదలవుతుంది.'),
  ('Library Study Hour', 'గ్రంథాలయంలో అధ్యయన సమయం', 'సెమినరీ గ్రంథాలయంలో నిశ్శబ్దంగా చదువు.'),
  ('Graduation Day', 'స్నాతకోత్సవం', '2024 బ్యాచ్ విద్యార్థినులు తమ పట్టాలు అందుకుంటున్నారు.'),
  ('Telugu Bible Class', 'తెలుగు బైబిల్ తరగతి', 'మా మాతృభాషలో లేఖనాలను చదువుతూ.'),
  ('Village Outreach', 'గ్రామాల్లో సువార్త సేవ',
   'విజయవాడ సమీపంలోని ఒక గ్రామంలో విద్యార్థినులు పిల్లల కార్యక్రమం నిర్వహిస్తున్నారు.'),
  ('Christmas Carol Service', 'క్రిస్మస్ గీతాల ఆరాధన', 'నక్షత్రాల వెలుగులో ఇంగ్లీషు, తెలుగు క్రిస్మస్ గీతాలు.')
) as t (title, title_te, description_te)
where g.title = t.title;

update public.about_sections a
set title_te = t.title_te, content_te = t.content_te
from (values
  ('history', 'మా చరిత్ర',
   '<p>మహిళలకు పరిచర్యలో శిక్షణ ఇవ్వడానికి ఈ సెమినరీ <strong>1984</strong>లో స్థాపించబడింది. విజయవాడలోని అత్యంత పురాతన బైబిల్ పాఠశాల ఇదే.</p>'
   '<p>ఒక చర్చి హాలులో చిన్న తరగతిగా మొదలైన ఈ విద్యాలయం నేడు కృష్ణా నది సమీపంలో వసతి సౌకర్యం గల క్యాంపస్‌గా ఎదిగింది. ఇప్పుడు సుమారు నలభై మంది మహిళలు ఇంగ్లీషు, తెలుగు భాషల్లో బోధించే మూడేళ్ల అండర్‌గ్రాడ్యుయేట్ ప్రోగ్రామ్‌లో, ఇంగ్లీషులో నడిచే గ్రాడ్యుయేట్ దూరవిద్యా ప్రోగ్రామ్‌లో మా వద్ద చదువుతున్నారు.</p>'
   '<p>మా పట్టభద్రులు ఆంధ్రప్రదేశ్, తెలంగాణ, ఇంకా ఇతర ప్రాంతాల్లో సంఘ కాపరులుగా, ఉపాధ్యాయులుగా, సువార్తికులుగా, సలహాదారులుగా, మహిళా పరిచర్యల నాయకులుగా సేవ చేస్తున్నారు.</p>'),
  ('vision', 'మా దర్శనం',
   '<p>దేవుని వాక్యాన్ని ఎరిగి, దానిని నమ్మకంగా జీవిస్తూ, స్పష్టంగా బోధించే మహిళల ద్వారా మా ప్రాంతంలోని ప్రతి సంఘానికి, ప్రతి సమాజానికి సేవ అందాలన్నదే మా దర్శనం.</p>'),
  ('mission', 'మా లక్ష్యం',
   '<p>మేము మహిళలకు పరిచర్యలో ఈ విధంగా శిక్షణ ఇస్తాము:</p>'
   '<ul><li>ఇంగ్లీషు, తెలుగు భాషల్లో సరైన బైబిల్, వేదాంతశాస్త్ర బోధన,</li>'
   '<li>ఆరాధన, ప్రార్థన, సేవలతో కూడిన ఉమ్మడి జీవితం,</li>'
   '<li>సంఘాల్లో, గ్రామాల్లో ఆచరణాత్మక పరిచర్య,</li>'
   '<li>ఇప్పటికే సేవలో ఉన్న మహిళల జీవితాలకు తగిన అధ్యయనం.</li></ul>')
) as t (section_type, title_te, content_te)
where a.section_type = t.section_type;

update public.about_gallery g
set title_te = t.title_te
from (values
  ('main-building', 'ప్రధాన భవనం'),
  ('chapel', 'ప్రార్థనా మందిరం'),
  ('library', 'గ్రంథాలయం'),
  ('krishna-riverside', 'కృష్ణా నది ఒడ్డు')
) as t (title, title_te)
where g.title = t.title;

update public.courses c
set title_te = t.title_te, description_te = t.description_te, duration_te = t.duration_te, schedule_te = t.schedule_te
from (values
  ('Bachelor of Theology', 'బ్యాచిలర్ ఆఫ్ థియాలజీ',
   'బైబిల్, వేదాంతశాస్త్రం, సంఘ చరిత్ర, పరిచర్యలో బలమైన పునాది. ఇంగ్లీషు, తెలుగు భాషల్లో బోధన, ప్రతి వారాంతం పర్యవేక్షణలో పరిచర్య.',
   '4 సంవత్సరాలు', 'సోమవారం నుండి శుక్రవారం, ఉదయం 8:30 నుండి సాయంత్రం 4:00 వరకు'),
  ('Master of Divinity', 'మాస్టర్ ఆఫ్ డివినిటీ',
   'సంఘ కాపరి, బోధనా పరిచర్యలకు సిద్ధపడుతున్న పట్టభద్రుల కోసం లేఖనాలు, వేదాంతశాస్త్రం, కాపరి సంరక్షణలో ఉన్నత అధ్యయనం.',
   '3 సంవత్సరాలు', 'సోమవారం నుండి శుక్రవారం, ఉదయం 9:00 నుండి మధ్యాహ్నం 3:30 వరకు'),
  ('Master of Theology', 'మాస్టర్ ఆఫ్ థియాలజీ',
   'ఎంచుకున్న రంగంలో పరిశోధనాత్మక అధ్యయనం: బైబిల్ పాఠశాలల్లో, సెమినరీల్లో బోధించడానికి మహిళలను సిద్ధపరుస్తుంది.',
   '2 సంవత్సరాలు', 'మంగళ, గురువారాల్లో సెమినార్లు, ఉదయం 10:00 నుండి మధ్యాహ్నం 1:00 వరకు'),
  ('Bachelor of Theology (Hybrid)', 'బ్యాచిలర్ ఆఫ్ థియాలజీ (హైబ్రిడ్)',
   'తమ సంఘాల్లో సేవ చేస్తున్న మహిళల కోసం బ్యాచిలర్ ఆఫ్ థియాలజీ: ఇంటి వద్ద మార్గదర్శకత్వంతో అధ్యయనం, క్యాంపస్‌లో ప్రత్యక్ష తరగతులు.',
   '5 సంవత్సరాలు', 'ప్రతి టర్మ్‌లో రెండు ప్రత్యక్ష తరగతుల వారాలు, శనివారాల్లో ఆన్‌లైన్ తరగతులు'),
  ('Graduate Certificate in Ministry', 'పరిచర్యలో గ్రాడ్యుయేట్ సర్టిఫికెట్',
   'తమ సంఘాల్లో నాయకత్వం వహిస్తున్న మహిళల కోసం బైబిల్, పరిచర్యలో ఒక సంవత్సరం గ్రాడ్యుయేట్ సర్టిఫికెట్.',
   '1 సంవత్సరం', 'శనివారాల్లో ఆన్‌లైన్ తరగతులు, ఉదయం 10:00 నుండి మధ్యాహ్నం 1:00 వరకు'),
  ('Master of Arts in Ministry', 'మాస్టర్ ఆఫ్ ఆర్ట్స్ ఇన్ మినిస్ట్రీ',
   'బైబిల్ అధ్యయనాలు, నాయకత్వం, కౌన్సెలింగ్‌లను కలిపి దూరవిద్యలో చదివే ఇంగ్లీషు గ్రాడ్యుయేట్ డిగ్రీ.',
   '3 సంవత్సరాలు', 'ప్రతి టర్మ్‌లో ఒక ప్రత్యక్ష తరగతుల వారం, ప్రతి వారం ఆన్‌లైన్ సెమినార్లు'),
  ('Certificate in Biblical Studies', 'బైబిల్ అధ్యయనాలలో సర్టిఫికెట్',
   'పాత, క్రొత్త నిబంధనలకు, క్రైస్తవ సిద్ధాంతానికి పరిచయం, పూర్తిగా ఆన్‌లైన్‌లో.',
   '1 సంవత్సరం', 'మీ వేగంతో చదువుకోవచ్చు, ప్రతి శనివారం ఒక లైవ్ తరగతి')
) as t (title, title_te, description_te, duration_te, schedule_te)
where c.title = t.title;

update public.campus_life e
set title_te = t.title_te, content_te = t.content_te
from (values
  ('Annual Sports Day', 'వార్షిక క్రీడా దినోత్సవం',
   'విద్యార్థినులు, సిబ్బంది సెమినరీ మైదానంలో పరుగు పందేలు, త్రోబాల్, తాడు లాగుడు, ఖో-ఖో ఆటలతో ఒక రోజంతా గడిపారు. రెండవ సంవత్సరం విద్యార్థినులు ట్రోఫీ గెలుచుకున్నారు; అందరూ కలిసి భోజనం చేసి, కృతజ్ఞతా ప్రార్థనతో ఆ రోజును ముగించారు.'),
  ('Christmas Celebration', 'క్రిస్మస్ వేడుక',
   'మా క్రిస్మస్ వేడుకలో విద్యార్థినులు, పూర్వ విద్యార్థినులు, ఇరుగుపొరుగువారు కలిసి ఇంగ్లీషు, తెలుగు క్రిస్మస్ గీతాలు పాడారు; మొదటి సంవత్సరం విద్యార్థినులు రాసిన యేసు జనన నాటకాన్ని చూశారు; ప్రాంగణంలో దీపాల వెలుగులో విందు చేసుకున్నారు.'),
  ('Mission Week in Krishna District', 'కృష్ణా జిల్లాలో మిషన్ వారం',
   'మిషన్ వారంలో విద్యార్థినుల బృందాలు కృష్ణా జిల్లాలోని గ్రామాల్లో సేవ చేశాయి: పిల్లల కార్యక్రమాలు నిర్వహించాయి, ఇళ్లను సందర్శించాయి, మహిళలకు బైబిల్ అధ్యయనాలు బోధించాయి, స్థానిక సంఘాలు నిర్వహించిన వైద్య శిబిరాల్లో సహాయం చేశాయి.')
) as t (title, title_te, content_te)
where e.title = t.title;

update public.campus_life_gallery g
set caption_te = t.caption_te
from (values
  ('Evening prayer meeting', 'సాయంత్రం ప్రార్థన కూడిక'),
  ('The hostel courtyard', 'వసతి గృహ ప్రాంగణం'),
  ('Choir practice in the chapel', 'ప్రార్థనా మందిరంలో గాయక బృందం సాధన'),
  ('Lamps lit for the Christmas feast', 'క్రిస్మస్ విందు కోసం వెలిగించిన దీపాలు'),
  ('A study group before exams', 'పరీక్షలకు ముందు ఒక అధ్యయన బృందం'),
  ('A Sunday walk by the Krishna', 'కృష్ణా తీరాన ఆదివారం నడక')
) as t (caption, caption_te)
where g.caption = t.caption;

update public.downloads d
set title_te = t.title_te, description_te = t.description_te, category_te = t.category_te
from (values
  ('Prospectus 2025', 'ప్రాస్పెక్టస్ 2025', 'మా ప్రోగ్రాములు, ఫీజులు, క్యాంపస్ జీవితం, దరఖాస్తు చేసే విధానం.', 'ప్రవేశాలు'),
  ('Application Form', 'దరఖాస్తు ఫారం', 'కాగితంపై దరఖాస్తు చేయాలనుకునే వారి కోసం ముద్రించుకోగల దరఖాస్తు ఫారం.',
   'ప్రవేశాలు'),
  ('Academic Calendar 2025-26', 'విద్యా సంవత్సర క్యాలెండర్ 2025-26',
   'ఈ సంవత్సరపు టర్మ్ తేదీలు, సెలవులు, సెమినరీ కార్యక్రమాలు.', 'విద్యా విషయాలు'),
  ('Statement of Faith', 'విశ్వాస ప్రమాణం', 'మేము విశ్వసించేది, బోధించేది.', 'మా గురించి')
) as t (title, title_te, description_te, category_te)
where d.title = t.title;

update public.donation_info set title_te = 'సాధారణ నిధి' where title = 'General Fund';

-- One of the applications was made on the Telugu site.
update public.student_registrations set language = 'te' where email = 'jyothi.lakshmi@example.com';

-- News: three published posts in both languages and one dated next week, which
-- appears by itself when its time comes.
insert into public.posts
  (slug, title, title_te, summary, summary_te, body, body_te, cover_image_url, cover_alt, cover_alt_te, published_at, draft)
values
  ('graduation-2025',
   'Twenty-four women graduate in 2025',
   '2025లో ఇరవై నాలుగు మంది మహిళల పట్టభద్రత',
   'Families, churches and teachers gathered to send out this year''s graduates into ministry.',
   'ఈ సంవత్సరం పట్టభద్రులను పరిచర్యకు పంపడానికి కుటుంబాలు, సంఘాలు, ఉపాధ్యాయులు కలిసి వచ్చారు.',
   '<p>On a bright Saturday morning, twenty-four women received their degrees in the seminary chapel.</p><h2>A day of thanksgiving</h2><p>The service began with <strong>hymns in English and Telugu</strong> and ended with prayer for each graduate by name.</p><ul><li>Fourteen Bachelor of Theology graduates</li><li>Ten Diploma in Christian Ministry graduates</li></ul>',
   '<p>ఒక శనివారం ఉదయం, సెమినరీ ప్రార్థనా మందిరంలో ఇరవై నాలుగు మంది మహిళలు తమ పట్టాలను అందుకున్నారు.</p><h2>కృతజ్ఞతా దినం</h2><p>ఆరాధన <strong>ఇంగ్లీషు, తెలుగు కీర్తనలతో</strong> ప్రారంభమై, ప్రతి పట్టభద్రురాలి కోసం పేరు పేరునా ప్రార్థనతో ముగిసింది.</p><ul><li>పద్నాలుగు మంది బ్యాచిలర్ ఆఫ్ థియాలజీ పట్టభద్రులు</li><li>పది మంది డిప్లొమా ఇన్ క్రిస్టియన్ మినిస్ట్రీ పట్టభద్రులు</li></ul>',
   pg_temp.storage_url('gallery-images/gallery/graduation-day.jpg'),
   'Graduates in white saris holding their degrees outside the chapel',
   'ప్రార్థనా మందిరం బయట తెల్ల చీరలలో పట్టాలు పట్టుకున్న పట్టభద్రులు',
   now() - interval '20 days', false),
  ('telugu-bible-class-opens',
   'A new evening Telugu Bible class',
   'కొత్త సాయంత్రపు తెలుగు బైబిల్ తరగతి',
   'Women from the neighbourhood can now study the Gospel of Mark with our students every Thursday.',
   'పరిసర ప్రాంతాల మహిళలు ఇప్పుడు ప్రతి గురువారం మా విద్యార్థినులతో కలిసి మార్కు సువార్తను అధ్యయనం చేయవచ్చు.',
   '<p>Every Thursday at six, second-year students lead a Telugu Bible class for women of the neighbourhood.</p><p>Everyone is welcome; <a href="https://example.org/contact">write to us</a> to join.</p>',
   '<p>ప్రతి గురువారం సాయంత్రం ఆరు గంటలకు, రెండవ సంవత్సరం విద్యార్థినులు పరిసర ప్రాంతాల మహిళల కోసం తెలుగు బైబిల్ తరగతి నిర్వహిస్తారు.</p><p>అందరికీ స్వాగతం; చేరడానికి <a href="https://example.org/contact">మాకు వ్రాయండి</a>.</p>',
   pg_temp.storage_url('gallery-images/gallery/telugu-bible-class.jpg'),
   'Women with open Bibles around a table in a classroom',
   'తరగతి గదిలో బల్ల చుట్టూ తెరిచిన బైబిళ్లతో మహిళలు',
   now() - interval '9 days', false),
  ('village-outreach-report',
   'Report from the village outreach',
   'గ్రామ పరిచర్య నివేదిక',
   'Students served in six villages of Krishna district during the outreach week.',
   'పరిచర్య వారంలో విద్యార్థినులు కృష్ణా జిల్లాలోని ఆరు గ్రామాలలో సేవ చేశారు.',
   '<p>Teams of four visited homes, taught children''s programs and helped churches hold medical camps.</p><blockquote>We came to teach, and went home having learnt.</blockquote>',
   '<p>నలుగురు చొప్పున బృందాలు ఇళ్లను సందర్శించి, పిల్లల కార్యక్రమాలు నేర్పి, సంఘాలకు వైద్య శిబిరాలలో సహాయం చేశాయి.</p><blockquote>మేము నేర్పడానికి వచ్చాము, నేర్చుకొని తిరిగి వెళ్ళాము.</blockquote>',
   pg_temp.storage_url('gallery-images/gallery/village-outreach.jpg'),
   'Students talking with village women outside a house',
   'ఒక ఇంటి బయట గ్రామ మహిళలతో మాట్లాడుతున్న విద్యార్థినులు',
   now() - interval '2 days', false),
  ('admissions-open-2026',
   'Admissions for 2026 open next week',
   '2026 ప్రవేశాలు వచ్చే వారం ప్రారంభం',
   'Applications for the Bachelor of Theology and the Diploma open next week.',
   'బ్యాచిలర్ ఆఫ్ థియాలజీ, డిప్లొమా దరఖాస్తులు వచ్చే వారం ప్రారంభమవుతాయి.',
   '<p>Applications open next week on this site.</p>',
   '<p>దరఖాస్తులు వచ్చే వారం ఈ సైట్‌లో ప్రారంభమవుతాయి.</p>',
   null, null, null,
   now() + interval '7 days', false);

-- Events: coming and past, timed and whole-day, in both languages. Dates count from
-- the day the seed runs in India, so a fresh database always has both kinds.
create function pg_temp.india_time(days integer, clock time)
returns timestamptz
language sql
stable
as $$
  select (((now() at time zone 'Asia/Kolkata')::date + days) + clock) at time zone 'Asia/Kolkata'
$$;

create function pg_temp.india_day(days integer)
returns date
language sql
stable
as $$
  select (now() at time zone 'Asia/Kolkata')::date + days
$$;

insert into public.events
  (slug, title, title_te, summary, summary_te, description, description_te, place, place_te,
   all_day, starts_at, ends_at, start_date, end_date, image_url, image_alt, image_alt_te)
values
  ('admissions-open-day',
   'Admissions Open Day',
   'ప్రవేశాల ప్రారంభ దినం',
   'Meet our teachers and students, see the campus and ask about applying.',
   'మా ఉపాధ్యాయులను, విద్యార్థినులను కలవండి, ప్రాంగణాన్ని చూడండి, దరఖాస్తు గురించి అడగండి.',
   '<p>Families and churches are welcome to spend a morning with us.</p><ul><li>Campus tour</li><li>A sample class in Telugu</li><li>Questions about fees and scholarships</li></ul>',
   '<p>కుటుంబాలు, సంఘాలు మాతో ఒక ఉదయం గడపడానికి స్వాగతం.</p><ul><li>ప్రాంగణ పర్యటన</li><li>తెలుగులో ఒక నమూనా తరగతి</li><li>రుసుములు, ఉపకార వేతనాల గురించి ప్రశ్నలు</li></ul>',
   'Seminary Chapel, Vijayawada',
   'సెమినరీ ప్రార్థనా మందిరం, విజయవాడ',
   false, pg_temp.india_time(14, '10:00'), pg_temp.india_time(14, '13:00'), null, null,
   pg_temp.storage_url('campus-life-images/campus-life/sports-day.jpg'),
   'Students on the seminary grounds', 'సెమినరీ మైదానంలో విద్యార్థినులు'),
  ('womens-ministry-conference',
   'Women in Ministry Conference',
   'పరిచర్యలో మహిళల సదస్సు',
   'Three days of Bible teaching, workshops and prayer for women serving in churches.',
   'సంఘాలలో సేవ చేస్తున్న మహిళల కోసం మూడు రోజుల బైబిల్ బోధ, కార్యశాలలు, ప్రార్థన.',
   '<p>Speakers from across Andhra Pradesh teach on <strong>leading Bible studies</strong> and caring for families.</p>',
   '<p>ఆంధ్రప్రదేశ్ నలుమూలల నుండి వక్తలు <strong>బైబిల్ అధ్యయనాల నిర్వహణ</strong>, కుటుంబ సంరక్షణ గురించి బోధిస్తారు.</p>',
   'Seminary Hall, Vijayawada',
   'సెమినరీ హాలు, విజయవాడ',
   true, null, null, pg_temp.india_day(40), pg_temp.india_day(42), null, null, null),
  ('graduation-service',
   'Graduation Service',
   'స్నాతకోత్సవ ఆరాధన',
   'This year''s graduates receive their degrees and are prayed for as they go out to serve.',
   'ఈ సంవత్సరం పట్టభద్రులు తమ పట్టాలను అందుకుంటారు, సేవకు వెళ్ళే వారి కోసం ప్రార్థన జరుగుతుంది.',
   '<p>The service is open to families, churches and friends of the seminary.</p>',
   '<p>ఈ ఆరాధనకు కుటుంబాలు, సంఘాలు, సెమినరీ మిత్రులు అందరూ ఆహ్వానితులే.</p>',
   'Seminary Chapel, Vijayawada',
   'సెమినరీ ప్రార్థనా మందిరం, విజయవాడ',
   false, pg_temp.india_time(60, '09:30'), pg_temp.india_time(60, '12:30'), null, null,
   pg_temp.storage_url('gallery-images/gallery/graduation-day.jpg'),
   'Graduates in white saris holding their degrees outside the chapel',
   'ప్రార్థనా మందిరం బయట తెల్ల చీరలలో పట్టాలు పట్టుకున్న పట్టభద్రులు'),
  ('carol-service',
   'Carol Service',
   'క్రిస్మస్ గీతాల ఆరాధన',
   'Carols in English and Telugu and a nativity play by the first-year class.',
   'ఇంగ్లీషు, తెలుగు క్రిస్మస్ గీతాలు, మొదటి సంవత్సరం తరగతి ప్రదర్శించిన జనన నాటకం.',
   '<p>Students, alumni and neighbours sang together under the lamps in the courtyard.</p>',
   '<p>విద్యార్థినులు, పూర్వ విద్యార్థినులు, పొరుగువారు ప్రాంగణంలో దీపాల కింద కలిసి పాడారు.</p>',
   'Seminary Courtyard, Vijayawada',
   'సెమినరీ ప్రాంగణం, విజయవాడ',
   false, pg_temp.india_time(-25, '18:00'), pg_temp.india_time(-25, '20:30'), null, null,
   pg_temp.storage_url('campus-life-images/campus-life/christmas.jpg'),
   'Students singing carols by lamplight', 'దీపాల వెలుగులో క్రిస్మస్ గీతాలు పాడుతున్న విద్యార్థినులు'),
  ('mission-week',
   'Mission Week in Krishna District',
   'కృష్ణా జిల్లాలో మిషన్ వారం',
   'Teams of students served in villages: children''s programs, home visits and medical camps.',
   'విద్యార్థినుల బృందాలు గ్రామాలలో సేవ చేశాయి: పిల్లల కార్యక్రమాలు, గృహ సందర్శనలు, వైద్య శిబిరాలు.',
   '<p>Each team of four stayed with a village church for the week.</p>',
   '<p>నలుగురు చొప్పున ప్రతి బృందం వారమంతా ఒక గ్రామ సంఘంతో ఉంది.</p>',
   'Krishna District',
   'కృష్ణా జిల్లా',
   true, null, null, pg_temp.india_day(-12), pg_temp.india_day(-6),
   pg_temp.storage_url('campus-life-images/campus-life/mission-week.jpg'),
   'Students with village women outside a church', 'ఒక సంఘం బయట గ్రామ మహిళలతో విద్యార్థినులు');

drop function pg_temp.india_time(integer, time);
drop function pg_temp.india_day(integer);

drop function pg_temp.storage_url(text);
