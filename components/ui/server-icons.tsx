'use client';

/*
 * The lucide icons that server components draw. Imported from here they are client references: the
 * page's payload carries a reference and the props, where lucide's own export from a server component
 * sends the icon's whole path data (about 400 bytes an icon, issue 26).
 */
export {
  ChevronLeft,
  ChevronRight,
  FlaskConical,
  LayoutGrid,
  List,
  Mail,
  MapPin,
  Phone,
  Search,
  SlidersHorizontal,
  TriangleAlert,
} from 'lucide-react';
