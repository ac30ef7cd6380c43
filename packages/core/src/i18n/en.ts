// The English catalogue: the fixed screen texts from texts.ts as they are, and the site's own
// words beside them. The Telugu catalogue (te.ts) has the same shape.

import { errorMessages, refusals, screenErrors, texts, validationMessages } from '../texts.ts';
import { applicationStatuses } from './en/statuses.ts';

export const en = {
  common: texts.common,
  header: texts.header,
  footer: texts.footer,
  home: texts.home,
  about: texts.about,
  courses: texts.courses,
  campusLife: texts.campusLife,
  blog: texts.blog,
  alumni: texts.alumni,
  apply: texts.apply,
  alumniUpdate: texts.alumniUpdate,
  downloads: texts.downloads,
  give: texts.give,
  errorMessages,
  screenErrors: {
    courses: screenErrors.courses,
    application: screenErrors.application,
    alumni: screenErrors.alumni,
    campusGallery: screenErrors.admin.campusLife.fetchGallery,
    alumniDirectory: screenErrors.admin.alumni.fetch,
  },
  validationMessages,
  refusals,
  /** The site's own words, where texts.ts has no fixed wording. */
  site: {
    languageName: 'English',
    tagline: 'Training women for faithful ministry since 1984',
    description: (name: string, city: string, foundedYear: number) =>
      `${name} in ${city}, Andhra Pradesh, has trained women for ministry since ${foundedYear}: a three-year undergraduate program in English and Telugu and a graduate distance program in English.`,
    intro: {
      heading: 'Rooted in Vijayawada since 1984',
      paragraphs: [
        'Founded in 1984, we are the oldest Bible school in Vijayawada. For four decades we have trained women to know the Scriptures, to grow in prayer and to serve the church, the family and the community.',
        'About 40 women are enrolled today in our three-year undergraduate program, taught in English and Telugu, and in our graduate distance program in English.',
      ],
    },
    layout: {
      skipToContent: 'Skip to content',
      menu: 'Menu',
      mainNavigation: 'Main',
      /** The switcher's label for a screen reader, in the language of the page it leads to. */
      readInThisLanguage: 'Read this page in English',
    },
    footer: {
      quickLinks: 'Quick Links',
      resources: 'Resources',
      contactUs: 'Contact Us',
      socialMedia: 'Social media',
      comingSoonTitle: (network: string) => `${network}: coming soon`,
      comingSoonLabel: (network: string) => `${network} (coming soon)`,
      rights: (year: string, name: string) => `© ${year} ${name}. All rights reserved.`,
      links: {
        aboutUs: 'About Us',
        programsAndCourses: 'Programs & Courses',
        campusLife: 'Campus Life',
        ourFaculty: 'Our Faculty',
        alumniNetwork: 'Alumni Network',
        updateAlumniProfile: 'Update Alumni Profile',
        events: 'Events',
        blog: 'Blog',
        supportOurMission: 'Support Our Mission',
      },
    },
    pages: {
      home: { title: 'Home' },
      about: {
        title: 'About Us',
        description: (name: string) =>
          `Our history, vision and mission: ${name} has trained women for ministry in Vijayawada since 1984.`,
        eyebrow: 'About us',
        heading: (name: string) => `About ${name}`,
      },
      courses: {
        title: 'Programs & Courses',
        description:
          'Residential study in Vijayawada, the Center for Hybrid Education and, soon, the Center for Online Education: find the program that fits your calling.',
        eyebrow: 'Academic programs',
        subtitle: 'Three ways to study the Word of God with us: on campus, alongside your ministry, or online.',
        programsLabel: 'Programs',
        noCourses: 'No courses are open in this program yet.',
        seeOtherPrograms: 'See the other programs',
      },
      campusLife: {
        description:
          'Worship, study, friendship and ministry: what life is like for the women who study on our Vijayawada campus.',
        subtitle: 'A shared life of worship, study, friendship and service on our campus by the Krishna.',
        noNews: 'News from campus will be posted here soon.',
        photoGallery: 'Photo Gallery',
        galleryLabel: 'Campus life photo gallery',
      },
      downloads: {
        description:
          'The prospectus, application forms, academic calendar and other documents of the seminary, ready to download.',
        subtitle: 'Prospectus, application forms, the academic calendar and more, to read or print.',
        documentsLabel: 'Documents',
      },
      give: {
        description: (name: string) =>
          `Give to ${name} by UPI or bank transfer and help train women for ministry in Andhra Pradesh.`,
        eyebrow: 'Give',
        subtitle:
          'Your gifts provide scholarships, books and a home on campus for women preparing to serve the church. Thank you for standing with them.',
        waysToGive: 'Ways to give',
        noDetails: 'Our giving details are being updated. To give in the meantime, please contact the seminary office.',
      },
      blog: { description: (name: string) => `News and articles from ${name}.` },
      alumni: {
        title: 'Alumni Network',
        description: (name: string) =>
          `Graduates of ${name} serving as pastors, teachers, evangelists and leaders across India.`,
        eyebrow: 'Alumni',
        subtitle:
          "Our graduates serve as pastors, teachers, evangelists, counsellors and leaders of women's ministries across Andhra Pradesh, Telangana and beyond.",
        findAlumni: 'Find alumni',
        joinHeading: 'Are you one of our graduates?',
        joinText:
          'Join the network so classmates, students and churches can find you, or keep your profile up to date.',
        updateYourProfile: 'Update Your Profile',
      },
      alumniUpdate: {
        title: 'Update Alumni Profile',
        description: (name: string) =>
          `Graduates of ${name}: find your alumni profile by name and bring it up to date.`,
        subtitle:
          'Moved, changed roles or want to share a testimonial? Find your profile and keep the alumni network up to date.',
      },
      apply: {
        title: 'Application for Admission',
        description: (name: string) =>
          `Apply to ${name}: your details, your program and course, and the application fee, in two short steps.`,
        eyebrow: 'Admissions',
        subtitle:
          'Two short steps: tell us about yourself and the program you are called to, then pay the application fee and upload the receipt.',
      },
      status: {
        description: (name: string) => `Check the status of your application to ${name} with your reference number.`,
      },
      enquiry: {
        description: (name: string) =>
          `Ask ${name} about its programs and courses: one short form, no fee, and the admissions team contacts you.`,
      },
      events: {
        eyebrow: 'Calendar',
        title: 'Events',
        description: (name: string) =>
          `Coming events at ${name}, Vijayawada: admissions dates, graduation, conferences and special services.`,
        intro: 'Admissions dates, graduation, conferences and special services: join us.',
        coming: 'Coming events',
        noComing: 'No events are planned just now. Please check back soon.',
        past: 'Past events',
        seePast: 'See past events',
        pastTitle: 'Past events',
        pastTitleOf: (page: string, pages: string) => `Past events, page ${page} of ${pages}`,
        pastDescription: (name: string) => `Events ${name} has held, most recent first.`,
        noPast: 'No past events yet.',
        pageOf: (page: string, pages: string) => `Page ${page} of ${pages}`,
        pages: 'Past event pages',
        titleOf: (page: string, pages: string) => `Events, page ${page} of ${pages}`,
        comingPages: 'Coming event pages',
        subscribe: 'Subscribe to the calendar',
        subscribeHint: 'Add the feed to your calendar app and new events appear by themselves.',
        when: 'When',
        where: 'Where',
        addToCalendar: 'Add to calendar',
        backToEvents: 'Back to Events',
        calendarName: (name: string) => `${name} events`,
      },
      notFound: {
        title: 'Page not found',
        description: 'The page you were looking for could not be found.',
        subtitle: 'The page you were looking for has moved or never existed.',
        tryInstead: 'Try one of these instead, or use the menu above.',
        aboutUs: 'About Us',
      },
      backToHome: 'Back to Home',
    },
    programs: {
      residential: {
        title: 'Residential',
        summary: 'Live and study on our Vijayawada campus, in English and Telugu.',
        description:
          'Full-time study on our campus near the Krishna river: daily chapel, classes in English and Telugu, a shared life in the hostel and weekend ministry in the churches and villages around Vijayawada.',
        art: 'Illustration: the campus chapel at sunset',
      },
      hybrid: {
        title: 'Center for Hybrid Education',
        summary: 'Study from where you serve, with contact weeks on campus.',
        description:
          'For women already serving in their churches: guided study at home, online classes and contact weeks on campus, so that learning and ministry grow together.',
        art: 'Illustration: a home and a laptop showing an open Bible',
      },
      online: {
        title: 'Center for Online Education',
        summary: 'Courses in Bible and ministry, fully online.',
        description:
          'Fully online courses in Bible, doctrine and ministry, open to women wherever they live. The Center for Online Education is preparing its first courses.',
        art: 'Illustration: a globe circled by an orbit',
      },
    },
    home: {
      welcome: 'Welcome',
      slide: (number: string, count: string) => `${number} of ${count}`,
      previousSlide: 'Previous slide',
      nextSlide: 'Next slide',
      pauseSlideshow: 'Pause slideshow',
      playSlideshow: 'Play slideshow',
      showSlide: (number: string) => `Show slide ${number}`,
      defaultBannerTitle: (name: string) => `Welcome to ${name}`,
      defaultBannerSubtitle: (city: string, foundedYear: number) =>
        `Training women for ministry in ${city} since ${foundedYear}.`,
      featuredVideo: 'Featured video',
      playVideo: (title: string) => `Play video: ${title}`,
      aboutTheSeminary: 'About the seminary',
      ourStory: 'Our story',
      inNumbers: 'The seminary in numbers',
    },
    visionAndMission: 'Vision and mission',
    homeGallery: {
      eyebrow: 'Gallery',
      heading: 'Life at the Seminary',
      intro: 'Moments of worship, study and service from our campus and the villages around Vijayawada.',
    },
    gallery: {
      showMore: 'Show more photos',
      openPicture: (number: string, total: string) => `Open picture ${number} of ${total} in full screen:`,
      close: 'Close',
      previous: 'Previous picture',
      next: 'Next picture',
      loadError: screenErrors.admin.gallery.fetch,
      campusPicture: 'Campus life',
    },
    campusEvents: {
      showMore: 'Show more events',
      loadError: screenErrors.admin.campusLife.fetchEvents,
    },
    faculty: {
      eyebrow: 'Our teachers',
      heading: 'Meet Our Faculty',
      pageTitle: 'Our Faculty',
      pageTitleOf: (page: string, pages: string) => `Our Faculty, page ${page} of ${pages}`,
      pageOf: (page: string, pages: string) => `Page ${page} of ${pages}`,
      description: (name: string) => `The teachers of ${name}: their roles, their work and how to reach them.`,
      intro: 'Scholars and ministers who teach in English and Telugu, and who walk alongside every student.',
      members: 'Faculty members',
      pages: 'Faculty pages',
      scrollPrevious: 'Scroll to previous teachers',
      scrollNext: 'Scroll to next teachers',
      portrait: (name: string) => `Portrait of ${name}`,
      socialLink: (name: string, network: string) => `${name} on ${network}`,
    },
    /** The blog (/blog) and its posts (the `posts` table): one feature, named blog everywhere but the table, whose rows are posts. */
    blog: {
      eyebrow: 'News',
      intro: 'Graduations, classes, outreach and announcements: what is happening at the seminary.',
      pageTitleOf: (page: string, pages: string) => `Blog, page ${page} of ${pages}`,
      pageOf: (page: string, pages: string) => `Page ${page} of ${pages}`,
      posts: 'Posts',
      pages: 'Blog pages',
      empty: 'No posts yet. News from the seminary will appear here.',
      backToBlog: 'Back to the blog',
      feed: 'Follow the blog by RSS',
      feedTitle: (name: string) => `${name}: news`,
      feedDescription: (name: string) => `News and articles from ${name}.`,
    },
    learnMore: 'Learn more',
    courseCount: (count: number, formatted: string) => `${formatted} ${count === 1 ? 'course' : 'courses'}`,
    opensInNewTab: '(opens in a new tab)',
    step: (number: string) => `Step ${number}: `,
    courseCard: {
      duration: 'Duration:',
      schedule: 'Schedule:',
      intake: 'Intake:',
      students: (count: string) => `${count} students`,
    },
    donationQrCode: (title: string) => `QR code for donations to ${title}`,
    alumniDirectory: {
      pagerLabel: 'Alumni pages',
      loading: 'Loading alumni...',
      showing: (from: string, to: string, total: string) => `Showing ${from}–${to} of ${total} alumni`,
      page: (page: string, pages: string) => `Page ${page} of ${pages}`,
    },
    quickCards: {
      label: 'Explore the seminary',
      academicPrograms: 'Residential, hybrid and online study of the Bible and theology.',
      studentLife: 'Worship, friendship and ministry on our Vijayawada campus.',
      events: 'Gatherings, celebrations and special services through the year.',
      resources: 'Prospectus, application forms and the academic calendar.',
    },
    options: {
      genders: { Male: 'Male', Female: 'Female', Other: 'Other' },
      educationLevels: {
        'High School': 'High School',
        "Bachelor's Degree": "Bachelor's Degree",
        "Master's Degree": "Master's Degree",
        Doctorate: 'Doctorate',
        Other: 'Other',
      },
      startDates: { 'Fall 2024': 'Fall 2024', 'Spring 2025': 'Spring 2025', 'Fall 2025': 'Fall 2025' },
      programs: {
        residential: 'Residential',
        hybrid: 'Center for Hybrid Education',
        online: 'Center for Online Education (Coming Soon)',
      },
    },
    applyForm: {
      steps: 'Application steps',
      paymentScreenshotPreview: 'Preview of the chosen payment screenshot',
      dateOfBirth: 'Date of Birth',
      gender: 'Gender',
      educationLevel: 'Education Level',
      previousInstitution: 'Previous Institution',
      course: 'Course',
      startDate: 'Preferred Start Date',
      paymentScreenshot: 'Payment Screenshot',
      paymentScreenshotHint: 'A screenshot or photo of your payment receipt (JPEG, PNG or WebP).',
      choose: 'Select…',
      sections: {
        about: 'About You',
        contact: 'Where You Live',
        education: 'Your Education',
        program: 'Your Program',
        payment: 'Application Fee',
        proofOfPayment: 'Proof of Payment',
      },
      paymentIntro:
        'Pay the application fee by scanning the QR code or by bank transfer, then upload a screenshot of the payment.',
      noPaymentDetails:
        'Payment details are not available right now. Please contact the seminary office before you submit.',
      coursesLoading: 'Loading courses...',
      redirecting: 'Taking you back to the home page in a few seconds…',
      requiredNote: 'Fields marked * are required.',
      referenceIs: 'Your reference number is',
      copyReference: 'Copy reference number',
      referenceCopied: 'Copied',
      keepReference: 'Keep it to check the status of your application.',
      checkStatus: 'Check your application status',
      draftRestored: 'We restored your saved application',
      draftRestoredDetail: 'What you entered earlier on this device is filled in again.',
      discardDraft: 'Discard it and start over',
      keptOnDevice:
        'Everything you entered is kept on this device. Submit again when you are back online; your application will not be sent twice.',
      upi: {
        heading: 'Pay with UPI',
        intro:
          'Scan this code with any UPI app. It fills in the amount and your reference, so our office can match your payment to your application.',
        amount: 'Application fee',
        reference: 'Your reference',
        payee: 'Paid to',
        qrCode: (amount: string, payee: string, reference: string) =>
          `UPI QR code: pay ${amount} to ${payee} with the reference ${reference}`,
        payWithApp: 'Pay with a UPI app',
        payWithAppHint: 'On this phone: opens your UPI app with the payment filled in.',
        preparing: 'Preparing your payment code...',
        unavailable: 'The UPI code could not be prepared just now. Please pay with the QR code or bank details below.',
        otherWay: 'Or pay by QR code or bank transfer',
        utr: 'UPI transaction number (UTR)',
        utrHint:
          'Optional: the 12-digit number your UPI app shows after you pay. It helps our office find your payment.',
      },
    },
    enquiryForm: {
      heading: 'Send an Enquiry',
      formHeading: 'Your Details',
      intro:
        'Not ready to apply yet? Tell us who you are and what you would like to study, and our admissions team will get in touch. No fee is needed.',
      send: 'Send Enquiry',
      sending: 'Sending...',
      choose: 'Select…',
      requiredNote: 'Fields marked * are required.',
      redirecting: 'Taking you back to the home page in a few seconds…',
      linkText: 'Not ready to apply? Send an enquiry',
    },
    statusLookup: {
      pageTitle: 'Application Status',
      intro:
        'Enter the reference number you received when you applied and the phone number or e-mail address you gave in your application.',
      reference: 'Reference number',
      referenceHint: 'For example APP-2026-7KQ3XM',
      contact: 'Phone number or e-mail',
      contactHint: 'The one you gave in your application',
      check: 'Check Status',
      checking: 'Checking...',
      notFound:
        'We could not find an application with this reference number and phone number or e-mail. Please check both and try again.',
      result: 'Your application',
      status: 'Status',
      lastChanged: 'Last updated',
      unexpected: 'Could not check the status right now. Please try again.',
      linkNotValid:
        'This status link is not valid. Please copy the whole link from your e-mail, or check the status below with your reference number and phone number or e-mail.',
      noticeHeading: 'Your application has been received',
      noticeReference: 'Your reference number is',
      noticeLink: 'Check your application status',
      dismiss: 'Dismiss',
      receiptHeading: 'Receipt',
      receiptNumber: 'Receipt number',
      receiptFor: 'Application fee for application',
      receiptPaidOn: 'Received on',
      receiptAmount: 'Amount',
      receiptNote: 'Your payment has been received and matched to your application. Thank you.',
      receiptPrint: 'Print or save as PDF',
      // Her checklist: each item with its state in words, done (on a date) or still missing.
      checklistHeading: 'Your checklist',
      checklist: {
        form: { label: 'Application form', done: (date: string) => `Received on ${date}`, missing: 'Not yet received' },
        payment: {
          label: 'Application fee',
          done: (date: string) => `Verified on ${date}`,
          missing: 'Not yet verified',
        },
        recommendation: {
          label: 'Recommendation from your pastor or church leader',
          done: (date: string) => `Received on ${date}`,
          missing: 'Not yet received',
        },
        decision: { label: 'Decision', done: (date: string) => `Made on ${date}`, missing: 'Not yet made' },
      },
      // Each status as the status page says it; her e-mails say it the same way.
      statuses: applicationStatuses,
    },
    alumniUpdateForm: {
      intro:
        'Find your profile by name, check your details and save. Your changes appear on the alumni page once the site is next published.',
      searchLabel: 'Your name',
      searchPlaceholder: 'Enter your name',
      search: 'Search',
      searching: 'Searching...',
      results: 'Is this you?',
      edit: 'Edit this profile',
      editHeading: 'Edit Your Profile',
      requiredNote: 'Fields marked * are required.',
      fields: {
        name: 'Full Name',
        location: 'Location',
        graduationYear: 'Graduation Year',
        degree: 'Degree',
        currentPosition: 'Position',
        organization: 'Organization',
        photo: 'New Photo',
        photoHint: 'Optional. Leave empty to keep your current photo.',
        bio: 'Bio',
        testimonial: 'Testimonial',
        testimonialHint: 'Optional. A sentence or two about what your time at the seminary meant to you.',
      },
      choose: 'Select…',
      save: 'Save Changes',
      redirecting: 'Your profile has been saved. Taking you to the alumni network in a few seconds…',
      // Her choice of what the directory shows (the registration form uses it too).
      publicChoice: {
        legend: 'Show on the alumni page',
        why: 'Your name, graduation year and degree are always shown. Anyone can read the alumni page, and for some of us a photo, a town or a workplace online is a risk, so you choose what else it shows. What you leave unticked stays with the school: it is not shown, found by a search or shared.',
        hiddenNote:
          'A detail you keep hidden is not shown on this form either; leave it empty to keep what the school has.',
        show: 'Show',
        fields: {
          image_url: 'Photo',
          location: 'Location',
          organization: 'Organization',
          current_position: 'Position',
          bio: 'Bio',
          testimonial: 'Testimonial',
        },
      },
    },
  },
} as const;
