// Where the "Your data" page lives, linked from the footer and the privacy page (its words are in
// core's catalogue, yourData).
export const YOUR_DATA_ROUTE = '/your-data';
