// The boards on this device as React state, live (My boards, the mode pickers).
import { useEffect, useState } from 'react';
import { watchBoardList, type BoardList } from './watch-list';

export function useBoardList(): BoardList {
  const [list, setList] = useState<BoardList>({ status: 'loading' });
  useEffect(() => watchBoardList(setList), []);
  return list;
}
