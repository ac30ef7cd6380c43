// Every text the spec quotes, exactly as users see it, grouped by screen. The site, the admin
// and the tests import them from here instead of retyping them.

export const texts = {
  common: {
    tryAgain: 'Try Again',
    applyNow: 'Apply Now',
    cancel: 'Cancel',
    save: 'Save',
    uploading: 'Uploading...',
    clearFilters: 'Clear Filters',
    showFilters: 'Show Filters',
    hideFilters: 'Hide Filters',
  },
  header: {
    links: {
      home: 'Home',
      about: 'About',
      courses: 'Courses',
      campusLife: 'Campus Life',
      downloads: 'Downloads',
      alumni: 'Alumni',
      apply: 'Apply Now',
      give: 'Give',
    },
  },
  footer: {
    adminLogin: 'Admin Login',
  },
  home: {
    defaultBanner: {
      buttonText: 'Explore Programs',
    },
    quickCards: {
      academicPrograms: 'Academic Programs',
      studentLife: 'Student Life',
      events: 'Events',
      resources: 'Resources',
    },
    viewAllFaculty: 'View All Faculty Members',
  },
  about: {
    campusGallery: 'Campus Gallery',
  },
  courses: {
    comingSoon: 'Coming Soon',
    notifyMe: 'Notify Me',
    viewDetails: 'View Details',
    programNotFound: 'Program not found',
    returnToCourses: 'Return to Courses',
    backToPrograms: 'Back to Programs',
    availableCourses: 'Available Courses',
  },
  campusLife: {
    hero: 'Campus Life',
    events: 'Campus Life Events',
  },
  blog: {
    heading: 'Blog',
  },
  alumni: {
    searchPlaceholder: 'Search alumni by name, organization, or location',
    graduationYear: 'Graduation Year',
    allYears: 'All Years',
    degree: 'Degree',
    allDegrees: 'All Degrees',
    classOf: 'Class of',
    noneMatching: 'No alumni found matching your search criteria.',
    registerAsAlumni: 'Register as Alumni',
  },
  apply: {
    steps: { personalInfo: 'Personal Info', payment: 'Payment' },
    previous: 'Previous',
    next: 'Next',
    submit: 'Submit Application',
    submitting: 'Submitting...',
    fields: {
      name: 'Full Name',
      email: 'Email ID',
      phone: 'Mobile No',
      state: 'State',
      city: 'City',
      programType: 'Program Type',
      address: 'Address',
      comments: 'Comments',
    },
    registrationSuccessful: 'Registration Successful!',
    admissionsWillContact: 'Our admissions team will contact you shortly with more information.',
    applicationSubmitted: 'Application Submitted!',
    loadingPaymentInformation: 'Loading payment information...',
  },
  alumniUpdate: {
    findYourProfile: 'Find Your Profile',
    sections: {
      personalInformation: 'Personal Information',
      education: 'Education',
      currentPosition: 'Current Position',
      bioAndTestimonial: 'Bio & Testimonial',
    },
    backToSearch: 'Back to Search',
    updating: 'Updating...',
    profileUpdated: 'Profile Updated!',
  },
  downloads: {
    hero: 'Downloads',
    download: 'Download',
  },
  give: {
    heading: 'Support Our Mission',
    scanQrCode: 'Scan the QR code to make a donation',
    bankName: 'Bank Name',
    accountHolder: 'Account Holder',
    accountNumber: 'Account Number',
    ifscCode: 'IFSC Code',
    branch: 'Branch',
  },
  admin: {
    /** The accessible name of react-admin's own spinners (the app bar's, a saving button's). */
    busy: 'Loading',
    login: {
      button: 'Login',
      busy: 'Logging in...',
      failed: 'An error occurred',
    },
    banners: {
      heading: 'Banner Management',
      active: 'Active',
      inactive: 'Inactive',
    },
    about: {
      heading: 'About Page Management',
      contentTab: 'Content Management',
      galleryTab: 'Gallery Management',
      addSection: 'Add Section',
      addSectionTitle: 'Add New Section',
      editSectionTitle: 'Edit Section',
      selectImages: 'Select Images',
      selectImagesHint: 'Select multiple images to upload',
      uploadSelectedImages: 'Upload Selected Images',
    },
    statistics: {
      heading: 'Statistics Management',
      add: 'Add Statistic',
      columns: { title: 'Title', value: 'Value', icon: 'Icon', actions: 'Actions' },
      empty: 'No statistics found. Add your first statistic!',
      loading: 'Loading statistics...',
      addTitle: 'Add New Statistic',
      editTitle: 'Edit Statistic',
    },
    gallery: {
      heading: 'Gallery Management',
    },
    teachers: {
      heading: 'Teacher Management',
    },
    campusLife: {
      heading: 'Campus Life Management',
      dataTab: 'Data Management',
      galleryTab: 'Gallery Management',
    },
    videos: {
      heading: 'Featured Video Management',
      add: 'Add Video',
      empty: 'No videos found. Add your first featured video!',
      featuredNote: 'Only the most recently added video will be displayed as the featured video on the homepage.',
      currentlyFeatured: 'Currently Featured',
      addTitle: 'Add New Video',
      editTitle: 'Edit Video',
      confirmDelete: 'Are you sure you want to delete this video?',
    },
    courses: {
      heading: 'Course Management',
      columns: {
        title: 'Title',
        programType: 'Program Type',
        duration: 'Duration',
        schedule: 'Schedule',
        intake: 'Intake',
        description: 'Description',
        actions: 'Actions',
      },
      empty: 'No courses found matching your criteria.',
      confirmDelete: 'Are you sure you want to delete this course?',
    },
    downloads: {
      heading: 'Downloads Management',
      empty: 'No downloads found. Add your first download!',
      confirmDelete: 'Are you sure you want to delete this download?',
      /** The title of an edited download when no new PDF is chosen (spec 5). */
      defaultTitle: 'Document',
    },
    alumni: {
      columns: {
        profile: 'Profile',
        details: 'Details',
        currentPosition: 'Current Position',
        actions: 'Actions',
      },
      empty: 'No alumni profiles found. Add your first profile!',
      loading: 'Loading alumni profiles...',
      addTitle: 'Add New Alumni Profile',
      editTitle: 'Edit Alumni Profile',
      sections: {
        basicInformation: 'Basic Information',
        education: 'Education',
        currentPosition: 'Current Position',
        bioAndTestimonial: 'Bio & Testimonial',
      },
    },
    registrations: {
      heading: 'Registrations Management',
      studentHeading: 'Student Registrations',
      exportCsv: 'Export CSV',
      columns: {
        name: 'Name',
        contact: 'Contact',
        location: 'Location',
        program: 'Program',
        course: 'Course',
        status: 'Status',
        date: 'Date',
        actions: 'Actions',
      },
      contacted: 'Contacted',
      notContacted: 'Not Contacted',
      viewPaymentScreenshot: 'View Payment Screenshot',
      confirmDeletionTitle: 'Confirm Deletion',
      empty: 'No registrations found matching your criteria.',
    },
    donations: {
      heading: 'Donation Information Management',
    },
    logo: {
      heading: 'Logo Management',
      description: 'Update the site logo that appears in the header',
      noLogo: 'No logo set',
      chooseFile: 'Choose File',
      save: 'Save Logo',
      updated: 'Logo updated successfully',
    },
  },
} as const;

/** Section 8's translated messages (see errors.ts). */
export const errorMessages = {
  network: 'Network connection error. Please check your internet connection and try again.',
  noVideos: 'No videos available at the moment.',
  courseHasStudentRegistrations:
    'Cannot delete this course because there are student registrations associated with it. Please delete or reassign the registrations first, then try again.',
  referencedByOtherRecords:
    'Cannot delete this item because it is referenced by other records. Please remove the related records first.',
  unexpected: 'An unexpected error occurred.',
} as const;

/** Section 8's per-screen messages. */
export const screenErrors = {
  courses: {
    load: 'Failed to load courses. Please try again later.',
    save: 'Failed to save course. Please try again.',
  },
  banners: {
    load: 'Failed to load banners',
    fetch: 'Error fetching banners',
    save: 'Error saving banner',
    delete: 'Error deleting banner',
    reorder: 'Error reordering banners',
    uploadImage: 'Error uploading image',
  },
  application: {
    submit: 'An error occurred while submitting your registration',
    uploadPaymentScreenshot: 'Failed to upload payment screenshot',
  },
  alumni: {
    noneFound: 'No alumni profiles found matching your search',
    search: 'Error searching for alumni profiles',
    uploadImage: 'Error uploading profile image. Please try again.',
    update: 'An error occurred while updating your profile',
  },
  login: 'An error occurred',
  admin: {
    gallery: {
      fetch: 'Error fetching gallery items',
      upload: 'Error uploading images',
      delete: 'Error deleting gallery item',
    },
    teachers: {
      fetch: 'Error fetching teachers',
      save: 'Error saving teacher',
      delete: 'Error deleting teacher',
    },
    campusLife: {
      fetchEvents: 'Error fetching events',
      fetchGallery: 'Error fetching gallery images',
      saveEvent: 'Error saving event',
      deleteEvent: 'Error deleting event',
      uploadGallery: 'Error uploading gallery images',
      deleteGalleryImage: 'Error deleting gallery image',
    },
    downloads: {
      fetch: 'Error fetching downloads',
      load: 'Failed to load downloads',
      upload: 'Error uploading files',
      save: 'Error saving download item',
      delete: 'Error deleting download item',
    },
    donations: {
      fetch: 'Error fetching donation information',
      uploadQrCode: 'Error uploading QR code',
      save: 'Error saving donation information',
      delete: 'Error deleting donation information',
    },
    about: {
      fetchSections: 'Error fetching sections',
      fetchGallery: 'Error fetching gallery',
      saveSection: 'Error saving section',
      deleteSection: 'Error deleting section',
      uploadImages: 'Error uploading images',
      deleteImage: 'Error deleting image',
    },
    statistics: {
      fetch: 'Error fetching statistics',
      save: 'Error saving statistic',
      delete: 'Error deleting statistic',
    },
    videos: {
      fetch: 'Error fetching videos',
      delete: 'Error deleting video',
      save: 'Error saving video',
    },
    logo: {
      fetch: 'Error fetching logo',
      upload: 'Error uploading logo',
    },
    alumni: {
      fetch: 'Error fetching alumni profiles',
      save: 'Error saving alumni profile',
      uploadImage: 'Error uploading image',
      delete: 'Error deleting alumni profile',
    },
    registrations: {
      load: 'Failed to load data. Please try again later.',
      updateContactStatus: 'Failed to update contact status. Please try again.',
      delete: 'Failed to delete registration. Please try again.',
    },
  },
  auth: {
    sessionMissing: 'Auth session missing!',
  },
} as const;

/** Section 5's validation messages, used by the schemas in validation.ts. */
export const validationMessages = {
  requiredFields: 'Please fill in all required fields',
  selectCourse: 'Please select a course',
  selectThumbnail: 'Please select a thumbnail image',
  selectPdf: 'Please select a PDF file',
  selectQrCode: 'Please select a QR code image',
  titleAndValueRequired: 'Title and value are required',
  titleAndVideoUrlRequired: 'Title and video URL are required',
  invalidYouTubeUrl: 'Please enter a valid YouTube URL',
  youTubeThumbnailUnavailable: 'Could not extract thumbnail from YouTube URL',
  selectLogo: 'Please select a logo image',
  selectImageFile: 'Please select an image file',
  /** Not quoted by the spec: the URL fields' and the graduation year's own checks. */
  invalidUrl: 'Please enter a valid URL',
  invalidEmail: 'Please enter a valid email address',
  invalidNumber: 'Please enter a whole number',
} as const;

/** Messages the database raises (migrations), shown by the forms as the server's message. */
export const serverMessages = {
  /** HTTP 429 (SQLSTATE PT429) from the application limits (per email and per client address per hour). */
  tooManyApplications: 'Too many applications. Please try again later.',
  /** HTTP 429 (SQLSTATE PT429) from the per-client-address hourly limit on alumni profile edits. */
  tooManyProfileUpdates: 'Too many profile updates. Please try again later.',
  /**
   * HTTP 429 (SQLSTATE PT429) from the per-client-address hourly limit on visitors' payment
   * screenshot and alumni photo uploads; the site shows it for any 429 on an upload.
   */
  tooManyUploads: 'Too many uploads. Please try again later.',
  /**
   * HTTP 429 (SQLSTATE PT429) from application_status_lookup after 10 failed lookups from one
   * client address within an hour (issue 14).
   */
  tooManyStatusLookups: 'Too many attempts. Please try again in an hour.',
  /** SQLSTATE 22023: an application names no payment screenshot uploaded within the last hour. */
  paymentScreenshotMissing: 'The payment screenshot was not found. Please upload it again.',
  /** SQLSTATE 23505: an application names a payment screenshot another application names. */
  paymentScreenshotTaken: 'This payment screenshot belongs to another application. Please upload it again.',
  /** SQLSTATE P0001 when the honeypot field is filled; it reads like any failed submission. */
  applicationRefused: 'An error occurred while submitting your registration',
  alumniRequiredFields: 'Name, graduation year and degree are required.',
  alumniGraduationYear: (currentYear: number) => `Graduation year must be between 1980 and ${currentYear}.`,
  alumniDegree: 'Please choose a degree from the list.',
  alumniPhoto: 'The photo must be an image uploaded to the alumni photo folder.',
  alumniNotFound: 'Alumni profile not found.',
  /** SQLSTATE 23514: a visitor's form without consent to the privacy notice (issue 25). */
  consentRequired: 'Please read the privacy notice and tick the box to agree to it.',
  /** SQLSTATE 23514: the form names a notice replaced more than a day ago, or none the school published. */
  noticeChanged:
    'Our privacy notice has changed since this page was opened. Please reload the page, read it and send the form again.',
  /** SQLSTATE 23514: an applicant under 18 without her parent's or guardian's name, contact and consent. */
  guardianRequired: "An applicant under 18 needs her parent's or guardian's name, contact and consent.",
  /** SQLSTATE 22023 from request_my_data, the "Your data" form (issue 25). */
  dataRequestKind: 'Choose whether to see, correct or erase your data.',
  dataRequestEmail: 'Please enter a valid e-mail address.',
  dataRequestDetails: 'Please say what should be corrected.',
  dataRequestDetailsLength: 'Please describe the correction in at most 2000 characters.',
  /** HTTP 429 (SQLSTATE PT429): 5 requests an hour per client address, 3 a day per e-mail address. */
  tooManyDataRequests: 'Too many requests. Please try again tomorrow.',
  /** SQLSTATE 22023 from register_alumna, the alumni registration (issue 27): a field with a line break or control character. */
  alumniSingleLine: 'Name, position, organization and location must each be one line, without control characters.',
  /** HTTP 429 (SQLSTATE PT429): 5 registrations an hour per client address, 3 a day per e-mail address. */
  tooManyAlumniRegistrations: 'Too many registrations. Please try again tomorrow.',
} as const;
