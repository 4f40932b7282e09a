import { ReviewsView } from '@/components/pro/reviews/reviews-view';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessReviews.title);

/** A cabinet's review moderation and the clinic's replies (reviews.moderate). The cabinet layout loads the business-area state; the list loads in the browser. */
export default function Page() {
  return <ReviewsView />;
}
