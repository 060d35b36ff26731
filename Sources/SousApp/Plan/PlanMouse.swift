/// The mouse on the plan grid: a click moves the cursor to the cell and line under it, a click
/// on the entry already under the cursor opens its recipe, the wheel moves between meals.
/// While a prompt is open the mouse does nothing (the prompt has the keyboard's attention).
enum PlanMouse {
    static func handle(_ event: MouseEvent, in state: inout AppState) -> [Effect] {
        guard state.plan.prompt == nil, let week = state.plan.week else { return [] }
        switch event.kind {
        case .wheelUp: return PlanReducer.command(.up, in: &state)
        case .wheelDown: return PlanReducer.command(.down, in: &state)
        case .press:
            let layout = PlanLayout(size: state.size, slots: week.slots.count, cursorDay: state.plan.day,
                                    nutritionFooter: week.showsNutrition)
            guard let cell = layout.cell(column: event.column, row: event.row) else { return [] }
            var plan = state.plan
            let sameCell = plan.day == cell.day && plan.slot == cell.slot
            let entries = plan.entries(day: week.start.adding(days: cell.day), slotID: week.slots[cell.slot].id)
            let height = layout.slotRows[cell.slot].height
            // Entries wrap over the rows a cell has to spare, as the grid draws them.
            var under: Int? = cell.line < entries.count ? cell.line : nil
            if entries.count <= height {
                let wanted = entries.map { PlanCellEntry($0, household: state.household).lines(width: layout.columnWidth - 1).count }
                under = PlanCellEntry.entry(atRow: cell.line, shares: PlanCellEntry.share(wanted, height: height))
            }
            let line = under ?? max(0, entries.count - 1)
            if sameCell, plan.entry == line, state.plan.placing == nil, under != nil {
                return PlanReducer.command(.open, in: &state)
            }
            plan.day = cell.day
            plan.slot = cell.slot
            plan.entry = line
            state.plan = plan
            return []
        }
    }
}
