// Where the enquiry lives, linked from /apply and the program pages (its words are in core's
// catalogues, site.enquiryForm).
export const ENQUIRY_ROUTE = '/apply/enquiry';
