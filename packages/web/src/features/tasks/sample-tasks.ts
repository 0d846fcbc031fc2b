/**
 * The spec's /tasks screen is a sample grid (spec 1 section 2) with no service behind it, so its
 * rows are static sample data kept on the client.
 */
export interface Task {
  Task_ID: number;
  Task_Subject: string;
  Task_Status: 'Not Started' | 'In Progress' | 'Completed' | 'Need Assistance' | 'Deferred';
  Task_Priority: 'Low' | 'Normal' | 'High' | 'Urgent';
  Task_Assigned_Employee: string;
  Task_Start_Date: string;
  Task_Due_Date: string;
  Task_Completion: number;
}

const task = (
  Task_ID: number,
  Task_Subject: string,
  Task_Status: Task['Task_Status'],
  Task_Priority: Task['Task_Priority'],
  Task_Assigned_Employee: string,
  Task_Start_Date: string,
  Task_Due_Date: string,
  Task_Completion: number,
): Task => ({
  Task_ID,
  Task_Subject,
  Task_Status,
  Task_Priority,
  Task_Assigned_Employee,
  Task_Start_Date,
  Task_Due_Date,
  Task_Completion,
});

export const sampleTasks: Task[] = [
  task(1, 'Calibrate label printer ZT-410 on line 3', 'Completed', 'High', 'Laura Méndez', '2026-01-05', '2026-01-07', 100),
  task(2, 'Review box label format for new Ford harness', 'In Progress', 'Urgent', 'Carlos Ibarra', '2026-01-06', '2026-01-12', 60),
  task(3, 'Cycle count of warehouse aisle B', 'Not Started', 'Normal', 'Sofía Ramírez', '2026-01-12', '2026-01-16', 0),
  task(4, 'Load shipping plan for week 3', 'Completed', 'High', 'Miguel Torres', '2026-01-08', '2026-01-09', 100),
  task(5, 'Update carrier list for southern routes', 'In Progress', 'Normal', 'Ana García', '2026-01-09', '2026-01-20', 35),
  task(6, 'Investigate duplicated pallet labels', 'Need Assistance', 'Urgent', 'Jorge Salinas', '2026-01-10', '2026-01-11', 20),
  task(7, 'Archive 2024 shipment records', 'Deferred', 'Low', 'Patricia Lozano', '2026-01-13', '2026-02-28', 0),
  task(8, 'Train second shift on relabeling', 'Not Started', 'Normal', 'Laura Méndez', '2026-01-19', '2026-01-23', 0),
  task(9, 'Verify XREF data for customer parts', 'In Progress', 'High', 'Carlos Ibarra', '2026-01-14', '2026-01-21', 45),
  task(10, 'Replace ribbon stock at packing station 2', 'Completed', 'Low', 'Sofía Ramírez', '2026-01-07', '2026-01-07', 100),
  task(11, 'Reconcile in-transit report with customs', 'In Progress', 'High', 'Miguel Torres', '2026-01-15', '2026-01-22', 70),
  task(12, 'Set default location for new warehouse', 'Not Started', 'Normal', 'Ana García', '2026-01-20', '2026-01-24', 0),
  task(13, 'Resend ASN batch to customs', 'Need Assistance', 'Urgent', 'Jorge Salinas', '2026-01-16', '2026-01-17', 50),
  task(14, 'Audit DOI records for returned boxes', 'Deferred', 'Normal', 'Patricia Lozano', '2026-01-21', '2026-02-15', 10),
  task(15, 'Print component labels for sub-assembly cell', 'Completed', 'Normal', 'Laura Méndez', '2026-01-12', '2026-01-13', 100),
  task(16, 'Map new part numbers for Toyota program', 'In Progress', 'High', 'Carlos Ibarra', '2026-01-19', '2026-01-30', 25),
  task(17, 'Check over-shipment trace for December', 'Not Started', 'Low', 'Sofía Ramírez', '2026-01-26', '2026-01-30', 0),
  task(18, 'Approve component codes pending QA', 'In Progress', 'Normal', 'Miguel Torres', '2026-01-20', '2026-01-27', 55),
  task(19, 'Clean up unused label printers', 'Completed', 'Low', 'Ana García', '2026-01-05', '2026-01-09', 100),
  task(20, 'Plan physical inventory for February', 'Not Started', 'High', 'Jorge Salinas', '2026-02-02', '2026-02-06', 0),
  task(21, 'Confirm warehouse addresses for export', 'In Progress', 'Normal', 'Patricia Lozano', '2026-01-22', '2026-01-29', 40),
  task(22, 'Validate harness label serial lengths', 'Need Assistance', 'High', 'Laura Méndez', '2026-01-23', '2026-01-26', 30),
  task(23, 'Prepare incomplete shipment summary', 'Completed', 'Normal', 'Carlos Ibarra', '2026-01-14', '2026-01-15', 100),
  task(24, 'Set up dock assignments for new trucks', 'Deferred', 'Low', 'Sofía Ramírez', '2026-01-28', '2026-02-20', 5),
];
