/** bookingTypeId 2 is day use (public §3.3, §9). */
export const BOOKING_TYPE_DAY_USE = 2;

/** The list and the empty calendar say the same (public §2.11, §8). */
export const NO_RESULTS_MESSAGE =
  'No site is available for your search criteria. Please change your search criteria to see other availabilities';

/** Rows per list page (the calendar's batch size, public §9). */
export const LIST_PAGE_SIZE = 20;
