/** How the waiting-room page words a wait. */
export function waitText(seconds: number | null): string {
  if (seconds === null) return 'Worked out at opening';
  if (seconds <= 0) return 'None: it is your turn';
  if (seconds < 60) return 'Less than a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `About ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `About ${hours} ${hours === 1 ? 'hour' : 'hours'}${rest ? ` ${rest} min` : ''}`;
}
