// The reviews to complete (the dashboard's and /reviews' table), apart from reviewsApi.ts (Past Reviews, the form's
// read and write), so that the dashboard loads only these reads.
export { fetchReviewsToComplete } from '../../data/reviews';
export { readWorkers } from '../../data/users';
