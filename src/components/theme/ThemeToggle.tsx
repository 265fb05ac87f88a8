import { useTheme } from './useTheme';
import { Button } from '../ui';

/** Header switch between the light and dark themes; the choice is remembered. */
export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  return (
    <Button
      small
      className="theme-toggle"
      aria-pressed={dark}
      aria-label="Dark theme"
      title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
    </Button>
  );
}
