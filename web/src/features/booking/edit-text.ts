/** The words the customer's reservation edit screens share. */
export const EDIT_TEXT = {
  title: 'Change Reservation',
  currentHeading: 'Currently Modifying',
  newHeading: 'New Reservation',
  nothingInProgress: 'There is no reservation change in progress.',
} as const;
