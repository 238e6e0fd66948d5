import { phoneScreenshotTests, phoneTests } from './support/phone';

// Issue 12: the header, the ☰ menu and page widths on phone screens, measured on the screen.
phoneTests();
phoneScreenshotTests();
