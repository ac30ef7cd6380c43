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
   'Rajahmundry, Andhra Pradesh', pg_temp.storage_url('alumni-images/alumni/deborah-sravani.webp'),
   'Deborah teaches New Testament and Greek and mentors women students preparing for ministry.',
   'Everything I teach today began in the classrooms at Vijayawada.'),
  ('Ruth Mercy', 1998, 'Bachelor of Theology', 'Evangelist', 'Rural Mission Fellowship', 'Ongole, Andhra Pradesh',
   pg_temp.storage_url('alumni-images/alumni/ruth-mercy.webp'),
   'Ruth has planted house fellowships in twelve villages of Prakasam district over twenty-five years.',
   null);

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

drop function pg_temp.storage_url(text);
