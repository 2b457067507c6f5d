import './spinner.css';

/** An accessible busy indicator: announced once by screen readers through its status role. */
export function Spinner({
  label = 'Loading',
  size = 'medium',
}: {
  label?: string;
  size?: 'small' | 'medium' | 'large';
}) {
  return (
    <div className={`spinner spinner--${size}`} role="status" aria-label={label}>
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
