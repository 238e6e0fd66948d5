/** Why a shopper sends something back, in their words. No imports: the return form in the browser uses it. */
export const returnReasons = [
  'Size does not fit',
  'Damaged or defective',
  'Not as shown',
  'Wrong item received',
  'Quality not as expected',
  'Changed my mind',
] as const;
