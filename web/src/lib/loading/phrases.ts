/** The loading screen's phrases (public §1: 19 camping-themed phrases, one at random). */
export const LOADING_PHRASES = [
  'Gathering kindling...',
  'Setting up tent...',
  'Stoking the campfire...',
  'Roasting marshmallows...',
  'Unrolling sleeping bags...',
  'Pumping up the air mattress...',
  'Filling the water jugs...',
  'Hammering in tent stakes...',
  'Checking the trail map...',
  'Lacing up hiking boots...',
  'Hanging the hammock...',
  'Packing the cooler...',
  'Spotting the North Star...',
  'Brewing campfire coffee...',
  'Chopping firewood...',
  'Lighting the lantern...',
  'Listening for owls...',
  'Tying down the rain fly...',
  'Counting the stars...',
] as const;

/** One phrase at random; `random` is injectable for tests. */
export function pickLoadingPhrase(random: () => number = Math.random): string {
  const index = Math.min(LOADING_PHRASES.length - 1, Math.floor(random() * LOADING_PHRASES.length));
  return LOADING_PHRASES[Math.max(0, index)] ?? LOADING_PHRASES[0];
}
