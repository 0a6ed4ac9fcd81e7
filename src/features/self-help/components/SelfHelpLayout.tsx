/** Every /self-help page: the Quick exit control, then the page. */
import { Outlet } from '@tanstack/react-router'
import { QuickExit } from './QuickExit'

export function SelfHelpLayout() {
  return (
    <>
      <QuickExit />
      <Outlet />
    </>
  )
}
