import { createFileRoute } from '@tanstack/react-router'
import { StaffGate } from '../../features/staff/components/StaffGate'

// Every page under /staff waits for the session check (StaffGate) before it renders.
export const Route = createFileRoute('/staff')({
  component: StaffGate,
})
