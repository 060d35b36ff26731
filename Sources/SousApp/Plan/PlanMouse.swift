/// The mouse on the plan grid: a click moves the cursor to the cell and line under it, a click
/// on the entry already under the cursor opens its recipe, the wheel moves between meals.
/// While a prompt is open the mouse does nothing (the prompt has the keyboard's attention).
enum PlanMouse {
    static func handle(_ event: MouseEvent, _ plan: inout PlanState, in scope: inout FeatureScope<PlanState>) -> [Effect] {
        guard plan.prompt == nil, let week = plan.week else { return [] }
        switch event.kind {
        case .wheelUp: return PlanReducer.command(.up, &plan, in: &scope)
        case .wheelDown: return PlanReducer.command(.down, &plan, in: &scope)
        case .press:
            let layout = PlanLayout(size: scope.context.size, slots: week.slots.count, cursorDay: plan.day,
                                    nutritionFooter: week.showsNutrition)
            guard let cell = layout.cell(column: event.column, row: event.row) else { return [] }
            let sameCell = plan.day == cell.day && plan.slot == cell.slot
            let entries = plan.entries(day: week.start.adding(days: cell.day), slotID: week.slots[cell.slot].id)
            let height = layout.slotRows[cell.slot].height
            // Entries wrap over the rows a cell has to spare, as the grid draws them.
            var under: Int? = cell.line < entries.count ? cell.line : nil
            if entries.count <= height {
                let wanted = entries.map { PlanCellEntry($0, household: scope.context.household).lines(width: layout.columnWidth - 1).count }
                under = PlanCellEntry.entry(atRow: cell.line, shares: PlanCellEntry.share(wanted, height: height))
            }
            let line = under ?? max(0, entries.count - 1)
            if sameCell, plan.entry == line, plan.placing == nil, under != nil {
                return PlanReducer.command(.open, &plan, in: &scope)
            }
            plan.day = cell.day
            plan.slot = cell.slot
            plan.entry = line
            return []
        }
    }
}
