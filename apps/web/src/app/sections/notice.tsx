import { NoticePage } from '@/features/notices/components/notice-page';

export default function NoticeSection() {
  return <NoticePage />;
}
